import { restoreFunction } from './refuse';

restoreFunction();
