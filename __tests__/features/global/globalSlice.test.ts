/**
 * @jest-environment node
 */
import { filterChosen, selectFilter, selectPerPage } from '../../../src/features/global/globalSlice';
import { freshStore } from '../../support';

describe('the global slice', () => {
  it('holds the constants of SPEC.md §9', () => {
    const state = freshStore().getState();
    expect(state.global).toEqual({ perPage: 15, filter: 'all' });
    expect(selectPerPage(state)).toBe(15);
    expect(selectFilter(state)).toBe('all');
  });

  it('remembers the history filter the person chose', () => {
    const store = freshStore();
    store.dispatch(filterChosen('gift'));
    expect(selectFilter(store.getState())).toBe('gift');
  });
});
