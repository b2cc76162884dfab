import type { Ref } from 'react';

/** Google's "G" mark, in its four colours (Google's sign-in branding guidelines). */
function GoogleMark() {
  return (
    <svg className="google-mark" width="20" height="20" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.9 6.2C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z" />
      <path fill="#FBBC05" d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.2C1 16.6 0 20.2 0 24s1 7.4 2.7 10.8l7.9-6.2z" />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.8-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.4 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.2C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

interface GoogleButtonProps {
  label: string;
  onClick: () => void;
  /** Google's script is not there (yet): nothing to click. */
  disabled: boolean;
  /** A sign-in is under way: the button keeps its focus but ignores clicks. */
  busy: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Our own "Sign in with Google" button (the code flow has no button drawn by Google), after Google's
 * branding guidelines: white, a grey outline, the "G" mark on the left, dark text.
 */
export function GoogleButton({ label, onClick, disabled, busy, ref }: GoogleButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className="button button--block button--google"
      disabled={disabled}
      // Not `disabled` while busy: a disabled button drops the keyboard focus (and the screen reader's place).
      aria-disabled={busy && !disabled ? true : undefined}
      aria-busy={busy}
      onClick={() => {
        if (!busy) onClick();
      }}
    >
      <GoogleMark />
      <span>{label}</span>
    </button>
  );
}
