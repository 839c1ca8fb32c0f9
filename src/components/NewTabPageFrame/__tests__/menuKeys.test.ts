import { buttonKeyOpens, menuKeyAction } from '../menuKeys';

const labels = ['Home', 'Pan&Zoom', 'Pan&Zoom 2', 'Carousel', 'Slider', 'Digital Rain'];

describe('menuKeyAction', () => {
  it.each([
    ['ArrowDown', 0, { type: 'focus', index: 1 }],
    ['ArrowDown', 5, { type: 'focus', index: 0 }],
    ['ArrowUp', 0, { type: 'focus', index: 5 }],
    ['ArrowUp', 3, { type: 'focus', index: 2 }],
    ['Home', 4, { type: 'focus', index: 0 }],
    ['End', 1, { type: 'focus', index: 5 }],
    ['Escape', 2, { type: 'close', returnFocus: true }],
    ['Tab', 2, { type: 'close', returnFocus: false }],
    [' ', 2, { type: 'activate' }],
    ['Enter', 2, { type: 'none' }],
    ['Shift', 2, { type: 'none' }],
  ])('%s from item %i', (key, index, expected) => {
    expect(menuKeyAction(key, index, labels)).toEqual(expected);
  });

  it.each([
    ['p', 0, 1],
    ['p', 1, 2],
    ['P', 2, 1],
    ['d', 0, 5],
    ['s', 5, 4],
    ['h', 3, 0],
    ['x', 3, 3],
  ])('type-ahead %s from item %i lands on %i', (key, index, expected) => {
    const action = menuKeyAction(key, index, labels);
    expect(action).toEqual(expected === index ? { type: 'none' } : { type: 'focus', index: expected });
  });

  it('only closes an empty menu', () => {
    expect(menuKeyAction('ArrowDown', 0, [])).toEqual({ type: 'none' });
    expect(menuKeyAction('Escape', 0, [])).toEqual({ type: 'close', returnFocus: true });
  });
});

describe('buttonKeyOpens', () => {
  it.each([
    ['ArrowDown', 0],
    ['ArrowUp', 5],
    ['Enter', null],
    ['a', null],
  ])('%s -> %p', (key, expected) => {
    expect(buttonKeyOpens(key, labels.length)).toBe(expected);
  });
});
