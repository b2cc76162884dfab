import { EVENTS_2022_2023 } from './events/2022-2023';
import { EVENTS_2024 } from './events/2024';
import { EVENTS_2025 } from './events/2025';
import { RUNNING_EVENTS } from './events/running';
import type { EventSpec } from './events/spec';

export type { EventSpec } from './events/spec';

/**
 * One entry per slug of SPEC.md §2, oldest first, dated by the season and year the slug names. The tables
 * live in events/, one file per year; their order here is the seed's order (event ids follow it).
 */
export const EVENT_SPECS: readonly EventSpec[] = [...EVENTS_2022_2023, ...EVENTS_2024, ...EVENTS_2025, ...RUNNING_EVENTS];
