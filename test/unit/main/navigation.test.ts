import { describe, expect, it } from 'vitest';
import { isAllowedNavigation, isSafeExternalUrl } from '../../../src-main/navigation';

describe('isSafeExternalUrl', () => {
  it.each([
    ['https://crawl.develz.org/'],
    ['http://nethack.org/v343/Guidebook.html'],
    ['https://example.com/path?q=1#frag'],
  ])('opens %s in the browser', (url) => {
    expect(isSafeExternalUrl(url)).toBe(true);
  });

  it.each([
    ['file:///etc/passwd'],
    ['javascript:alert(1)'],
    ['app://wellspring/index.html'],
    ['smb://server/share'],
    ['mailto:someone@example.com'],
    ['data:text/html,<script>alert(1)</script>'],
    ['ms-msdt:/id PCWDiagnostic'],
    ['https://user:pass@example.com/'],
    ['https://trusted.org@evil.example/'],
    ['not a url'],
    [''],
  ])('refuses to hand %s to the operating system', (url) => {
    expect(isSafeExternalUrl(url)).toBe(false);
  });

  it('refuses absurdly long URLs', () => {
    expect(isSafeExternalUrl(`https://example.com/${'a'.repeat(5000)}`)).toBe(false);
  });
});

describe('isAllowedNavigation', () => {
  it('lets the window move within the app', () => {
    expect(isAllowedNavigation('app://wellspring/index.html')).toBe(true);
  });

  it('keeps the window from navigating to the web or to local files', () => {
    expect(isAllowedNavigation('https://example.com/')).toBe(false);
    expect(isAllowedNavigation('file:///home/user/index.html')).toBe(false);
    expect(isAllowedNavigation('app://elsewhere/index.html')).toBe(false);
  });
});
