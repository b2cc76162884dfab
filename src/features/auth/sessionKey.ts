/** Where the session is kept in localStorage (the app and the browser tests share the name). */
export const SESSION_KEY = 'hatvui.session';
