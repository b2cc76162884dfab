import type { ReactNode } from 'react';
import type { ApiError } from '../../../api/apiError';
import type { ConfirmedAction } from '../lib/useConfirmedAction';
import { ActionFailure } from './ActionFailure';
import { OutcomeCheck } from './OutcomeCheck';

/** What a failed money action means for the person, beside the server's own words. */
export interface FailureMeaning {
  title: string;
  /** The way back to the form ("Quay lại" unless said). */
  editLabel?: string;
  /** What this failure means for the person's money. */
  explain?: ReactNode;
}

interface ActionOutcomeProps<Body, Result> {
  action: ConfirmedAction<Body, Result>;
  /** A sign-in the person is being sent to first: it replaces everything else. */
  redirect?: ReactNode;
  /** The finished action; `again` goes back to a fresh form for another one. */
  done: (finished: { body: Body; result: Result; again: () => void }) => ReactNode;
  failure: (failed: { body: Body; error: ApiError }) => FailureMeaning;
  /** The payment being found out, in a sentence: what was asked, for whom. */
  describe: (body: Body) => ReactNode;
  /** Clears what the form holds before `again` (a failure's way back keeps it). */
  onAgain?: () => void;
  /** The form and its confirmation, while the action is being edited, confirmed or sent. */
  children: ReactNode;
}

/**
 * The one switch every money flow (top-up, bank transfer, transfer) ends in: the sign-in redirect, the
 * result once done, an outcome being found out (never called a failure), or a known refusal with a way
 * back to the form (and "Thử lại" where trying again may work); otherwise the form itself.
 */
export function ActionOutcome<Body, Result>({ action, redirect, done, failure, describe, onAgain, children }: ActionOutcomeProps<Body, Result>) {
  const { state } = action;
  if (redirect) return redirect;
  if (state.status === 'done') {
    const again = () => {
      onAgain?.();
      action.edit();
    };
    return done({ body: state.body, result: state.result, again });
  }
  if (state.status === 'unknown') {
    return (
      <OutcomeCheck checking={state.checking} error={state.checking ? undefined : state.error} resends={action.repeats} onCheck={action.retry}>
        <p className="result__lead">{describe(state.body)}</p>
      </OutcomeCheck>
    );
  }
  // A known refusal stays on screen while "Thử lại" sends the same payment again.
  const refused =
    state.status === 'failed'
      ? { body: state.body, error: state.error }
      : state.status === 'sending' && state.retryOf
        ? { body: state.body, error: state.retryOf }
        : null;
  if (refused) {
    const { title, editLabel, explain } = failure(refused);
    return (
      <ActionFailure
        title={title}
        editLabel={editLabel}
        error={refused.error}
        retrying={state.status === 'sending'}
        onRetry={action.retry}
        onEdit={action.edit}
      >
        {explain}
      </ActionFailure>
    );
  }
  return children;
}
