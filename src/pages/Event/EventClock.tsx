import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { formatDate, formatDateTime } from '../../lib/format';
import './EventClock.css';

export type EventPhase = 'upcoming' | 'running' | 'ended';

export const phaseAt = (now: number, startAt: string, endAt: string): EventPhase => {
  if (now < Date.parse(startAt)) return 'upcoming';
  if (now <= Date.parse(endAt)) return 'running';
  return 'ended';
};

const PHASE_LABELS: Record<EventPhase, string> = {
  upcoming: 'Sắp diễn ra',
  running: 'Đang diễn ra',
  ended: 'Đã kết thúc',
};

/** The time to the second: the same value however often it is read within that second. */
const currentSecond = () => Math.floor(Date.now() / 1000) * 1000;

/**
 * The current time, ticking every second while `ticking` (only then: an ended event stays still).
 * On the server, and in the browser while it hydrates the server's HTML, it is `renderedAt` (when the
 * page's data was asked for): the same number on both sides, so both draw the same countdown; React then
 * moves on to the real time at once.
 */
function useNow(ticking: boolean, renderedAt: number | undefined, everyMs = 1000): number {
  const subscribe = useCallback(
    (tick: () => void) => {
      if (!ticking) return () => undefined;
      const timer = window.setInterval(tick, everyMs);
      return () => window.clearInterval(timer);
    },
    [ticking, everyMs],
  );
  return useSyncExternalStore(subscribe, currentSecond, () => renderedAt ?? currentSecond());
}

const splitDuration = (ms: number) => {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
};

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The event's phase, and how long until it starts or ends. The phase is announced when it changes;
 * the ticking numbers are not (aria-live off), so a screen reader isn't interrupted every second.
 */
export function EventClock({
  startAt,
  endAt,
  phase,
  onPhaseChange,
  renderedAt,
}: {
  startAt: string;
  endAt: string;
  /** When the page's data was asked for (see useNow). */
  renderedAt: number | undefined;
  /** The phase the page shows; the clock reports when time moves it on. */
  phase: EventPhase;
  onPhaseChange: (phase: EventPhase) => void;
}) {
  const now = useNow(phase !== 'ended', renderedAt);
  const current = phaseAt(now, startAt, endAt);
  useEffect(() => {
    if (current !== phase) onPhaseChange(current);
  }, [current, phase, onPhaseChange]);

  const target = current === 'upcoming' ? startAt : endAt;
  const left = splitDuration(Date.parse(target) - now);
  const units = [
    { value: String(left.days), label: 'ngày' },
    { value: two(left.hours), label: 'giờ' },
    { value: two(left.minutes), label: 'phút' },
    { value: two(left.seconds), label: 'giây' },
  ];

  return (
    <div className="event-clock">
      <p className="event-clock__phase" aria-live="polite">
        <span className={`event-phase event-phase--${current}`}>{PHASE_LABELS[current]}</span>
      </p>
      {current === 'ended' ? (
        <p className="event-clock__ended">
          Sự kiện đã khép lại ngày <time dateTime={endAt}>{formatDate(endAt)}</time>. Cảm ơn bạn đã cùng hát!
        </p>
      ) : (
        <div className="event-clock__countdown">
          <p className="event-clock__caption">
            {current === 'upcoming' ? 'Bắt đầu sau' : 'Kết thúc sau'}
            <span className="visually-hidden"> (lúc {formatDateTime(target)})</span>
          </p>
          <div className="event-countdown" role="timer" aria-live="off" aria-atomic="true">
            {units.map((unit, index) => (
              <span key={unit.label} className="event-countdown__unit">
                {index > 0 ? ' ' : null}
                <span className="event-countdown__value">{unit.value}</span> <span className="event-countdown__label">{unit.label}</span>
              </span>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
