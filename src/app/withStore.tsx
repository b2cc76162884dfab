// The "store" chunk's door (src/app/router.tsx loads it with the first page that uses the store): the
// store of the visit, its provider, and the guard of the pages that need an account.
export { makeVisitStore, StoreProvider } from './store';
export { RequireAuth } from '../components/RequireAuth';
