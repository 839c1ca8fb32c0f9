import { initialQueryFrom, keyboardAction, type KeyInput, type KeyState } from '../keyboard';

const key = (k: string, extra: Partial<KeyInput> = {}): KeyInput => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  editing: false,
  ...extra,
});
const closed: KeyState = { isOpen: false, keptQuery: '' };
const open: KeyState = { isOpen: true, keptQuery: '' };
const closedWithQuery: KeyState = { isOpen: false, keptQuery: 'campaña' };

describe('keyboardAction', () => {
  it.each<[string, KeyInput, KeyState, ReturnType<typeof keyboardAction>]>([
    ['Ctrl+K opens', key('k', { ctrlKey: true }), closed, 'open'],
    ['Meta+K opens', key('k', { metaKey: true }), closed, 'open'],
    ['Ctrl+Shift+K (K) opens', key('K', { ctrlKey: true }), closed, 'open'],
    ['Ctrl+K opens from a text field', key('k', { ctrlKey: true, editing: true }), closed, 'open'],
    ['Ctrl+K closes', key('k', { ctrlKey: true }), open, 'close'],
    ['Ctrl+Alt+K does nothing', key('k', { ctrlKey: true, altKey: true }), closed, null],
    ['K alone does nothing', key('k'), closed, null],
    ['/ opens', key('/'), closed, 'open'],
    ['/ in a text field types', key('/', { editing: true }), closed, null],
    ['Escape closes, keeping the query', key('Escape'), open, 'close-keep-query'],
    ['a second Escape clears the query', key('Escape'), closedWithQuery, 'clear-kept-query'],
    ['Escape with nothing kept does nothing', key('Escape'), closed, null],
    ['Escape in another text field is left alone', key('Escape', { editing: true }), closedWithQuery, null],
  ])('%s', (_, input, state, expected) => {
    expect(keyboardAction(input, state)).toBe(expected);
  });
});

describe('initialQueryFrom', () => {
  it.each([
    ['', 'selected   text\n', 64, 'selected text'],
    ['kept', 'selected', 64, 'kept'],
    ['', 'x'.repeat(100), 64, 'x'.repeat(64)],
    ['', 'ñ'.repeat(70), 64, 'ñ'.repeat(64)],
    ['', '', 64, ''],
  ])('kept %j, selection %j -> capped at %i', (kept, selection, max, expected) => {
    expect(initialQueryFrom(kept, selection, max)).toBe(expected);
  });
});
