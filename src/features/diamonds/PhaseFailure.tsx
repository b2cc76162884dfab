import type { ComponentProps } from 'react';
import { ActionFailure } from './ActionFailure';
import type { ActionPhase } from './useConfirmedAction';

type FailureProps = ComponentProps<typeof ActionFailure>;

/** ActionFailure for a confirmed action that failed: its error, and retry / edit wired to the action. */
export function PhaseFailure({
  phase,
  action,
  ...rest
}: Omit<FailureProps, 'error' | 'retrying' | 'onRetry' | 'onEdit'> & {
  phase: Extract<ActionPhase<unknown, unknown>, { step: 'failed' }>;
  action: { retry: () => void; edit: () => void };
}) {
  return <ActionFailure {...rest} error={phase.error} retrying={phase.retrying} onRetry={action.retry} onEdit={action.edit} />;
}
