// jsdom has no setImmediate; prom-client's event-loop lag metric measures with it.
import { setImmediate as setImmediateOfNode } from 'node:timers';

globalThis.setImmediate ??= setImmediateOfNode;
