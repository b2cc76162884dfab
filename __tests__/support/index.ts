// The test kit. setup.ts (jest's setupFilesAfterEnv), the file stubs and fakeGoogle.tsx (a jest.mock
// stand-in for @react-oauth/google, imported by its own path) and shareServer.ts (the production server
// on a port: loads the whole server) stay out of it.
export * from './act';
export * from './bankOrder';
export * from './dom';
export * from './fixtures';
export * from './render';
export * from './sandbox';
export * from './store';
