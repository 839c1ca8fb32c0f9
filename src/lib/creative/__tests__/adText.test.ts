import { checkClickThroughUrl, containsBrand, countGraphemes, decodeDraft, draftAsText, encodeDraft } from '../adText';

describe('countGraphemes counts what a person sees', () => {
  it.each([
    ['', 0],
    ['Brave', 5],
    ['👨‍👩‍👧‍👦', 1],
    ['🇪🇸🇧🇷', 2],
    ['e\u0301', 1],
    ['Ünïcödé', 7],
    ['👍🏽 ok', 4],
    ['日本語のテキスト', 8],
    ['a'.repeat(31), 31],
  ])('%j has %i', (text, count) => {
    expect(countGraphemes(text)).toBe(count);
  });
});

describe('containsBrand', () => {
  it.each([
    ['Learn with Masterclass', 'Masterclass', true],
    ['learn with MASTERCLASS', 'Masterclass', true],
    ['Café Olé opens today', 'Cafe\u0301 Olé', true],
    ['A great offer', 'Masterclass', false],
    ['Anything', '  ', false],
  ])('%j contains %j: %p', (title, brand, expected) => {
    expect(containsBrand(title, brand)).toBe(expected);
  });
});

describe('checkClickThroughUrl', () => {
  it.each([
    ['https://example.com/brave', 'pass', 'pass', 'pass'],
    ['http://example.com/brave', 'fail', 'pass', 'pass'],
    ['https://bit.ly/3abc', 'pass', 'fail', 'pass'],
    ['https://www.tinyurl.com/x', 'pass', 'fail', 'pass'],
    ['https://example.com/?utm_source=brave&utm_campaign=x', 'pass', 'pass', 'pass'],
    ['https://example.com/go?redirect=summer', 'pass', 'pass', 'warn'],
    ['https://track.example.net/c?url=https%3A%2F%2Fexample.com', 'pass', 'pass', 'fail'],
    ['https://example.com/?next=//evil.example', 'pass', 'pass', 'fail'],
    ['not a url', 'fail', 'fail', 'fail'],
    ['   ', 'fail', 'fail', 'fail'],
  ])('%s', (url, https, shortener, redirect) => {
    const r = checkClickThroughUrl(url);
    expect([r.https, r.shortener, r.redirectParameter]).toEqual([https, shortener, redirect]);
  });
});

describe('draft in the URL fragment', () => {
  const draft = {
    brand: 'Acme & Co',
    title: 'Acme: learn 🎓 #1',
    body: 'Sign up = 50% off?',
    url: 'https://acme.example/brave?a=1&b=2',
  };

  it('round-trips every field, including & = # % and emoji', () => {
    expect(decodeDraft(`#${encodeDraft(draft)}`)).toEqual({ fields: draft, rejected: [] });
  });

  it.each([
    ['bad percent-encoding loses only that field', '#title=%E0%A4%A&body=ok', { body: 'ok' }, ['title']],
    ['unknown keys are ignored', '#foo=bar&brand=Acme', { brand: 'Acme' }, []],
    ['a key without a value is rejected', '#title&body=x', { body: 'x' }, ['title']],
    ['plus is a space', '#title=Try+now', { title: 'Try now' }, []],
    ['too long a value is rejected', `#body=${'x'.repeat(2001)}`, {}, ['body']],
    ['empty fragment', '', {}, []],
  ])('%s', (_name, fragment, fields, rejected) => {
    expect(decodeDraft(fragment)).toEqual({ fields, rejected });
  });

  it('copies the ad as three lines of text', () => {
    expect(draftAsText(draft)).toBe('Acme: learn 🎓 #1\nSign up = 50% off?\nhttps://acme.example/brave?a=1&b=2');
  });
});
