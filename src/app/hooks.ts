import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

// The only place the raw react-redux hooks are used (lint bans them elsewhere).
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
