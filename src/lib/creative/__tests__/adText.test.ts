import {
  checkClickThroughUrl,
  containsBrand,
  countGraphemes,
  decodeDraft,
  draftAsText,
  draftStatus,
  encodeDraft,
} from '../adText';

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
    // No fact sheet requires https: http is worth a warning, not a failure.
    ['http://example.com/brave', 'warn', 'pass', 'pass'],
    ['HTTP://EXAMPLE.COM/brave', 'warn', 'pass', 'pass'],
    // Not a web address at all: it cannot lead to a landing page.
    ['mailto:ads@example.com', 'fail', 'pass', 'pass'],
    ['javascript:alert(1)', 'fail', 'pass', 'pass'],
    ['ftp://example.com/brave', 'fail', 'pass', 'pass'],
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

  it.each([
    ['https://www.brave.com@evil.example/', 'warn', 'www.brave.com', 'evil.example'],
    ['https://user:secret@acme.example/brave', 'warn', 'user:secret', 'acme.example'],
    ['https://brave%2Ecom@evil.example/', 'warn', 'brave.com', 'evil.example'],
    ['https://acme.example/brave?contact=ads@acme.example', 'pass', '', 'acme.example'],
    ['https://acme.example/brave', 'pass', '', 'acme.example'],
  ])('%s: text before "@" in the authority is %s', (url, status, text, host) => {
    const r = checkClickThroughUrl(url);
    expect([r.userinfo, r.host]).toEqual([status, host]);
    expect(r.problems.filter((p) => p.kind === 'userinfo')).toEqual(
      status === 'warn' ? [{ kind: 'userinfo', text, host }] : [],
    );
  });

  it('names the scheme of an address that is not https', () => {
    expect(checkClickThroughUrl('http://example.com/').problems).toEqual([{ kind: 'not-https', protocol: 'http' }]);
    expect(checkClickThroughUrl('mailto:a@example.com').problems).toEqual([{ kind: 'not-web', protocol: 'mailto' }]);
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

  it.each([
    ['the last of a repeated field decides: read', '#title=%zz&title=ok', { title: 'ok' }, []],
    ['the last of a repeated field decides: rejected', '#title=ok&title=%zz', {}, ['title']],
    ['escapes that are not UTF-8', '#title=%FF&body=%C3%A9', { body: 'é' }, ['title']],
    ['rejected fields come once, in field order', '#url=%&title=%&url=%&brand=%', {}, ['brand', 'title', 'url']],
  ])('%s', (_name, fragment, fields, rejected) => {
    expect(decodeDraft(fragment)).toEqual({ fields, rejected });
  });

  describe('the status after reading a link', () => {
    const texts = {
      fragmentRead: 'The draft from the link was filled in.',
      fragmentBad: 'Part of the link could not be read ({fields}); those fields were left as they were.',
      brand: 'Brand name',
      title: 'Title',
      body: 'Body',
      url: 'Click-through URL',
    };

    it('says nothing for a fragment without a draft, and names each rejected field once', () => {
      expect(draftStatus(decodeDraft('#top'), texts)).toBeNull();
      expect(draftStatus(decodeDraft('#title=Hi'), texts)).toBe(texts.fragmentRead);
      expect(draftStatus({ fields: {}, rejected: ['title', 'title', 'url'] }, texts)).toBe(
        'Part of the link could not be read (Title, Click-through URL); those fields were left as they were.',
      );
    });

    it('stays short for a crafted link that repeats a bad field 150,000 times', () => {
      const hostile = `#${'title=%zz&'.repeat(150_000)}`;
      const decoded = decodeDraft(hostile);
      expect(decoded).toEqual({ fields: {}, rejected: ['title'] });
      expect(draftStatus(decoded, texts)).toBe(
        'Part of the link could not be read (Title); those fields were left as they were.',
      );
    });
  });

  it('copies the ad as three lines of text', () => {
    expect(draftAsText(draft)).toBe('Acme: learn 🎓 #1\nSign up = 50% off?\nhttps://acme.example/brave?a=1&b=2');
  });
});
