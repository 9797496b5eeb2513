// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the fixtures are source text, placeholders and all.
import { describe, expect, it } from 'vitest';
import { pageAddressesIn, pageAddressesOutsideContracts } from './page-addresses.ts';

describe('the page-address search', () => {
  it('finds a page address in a literal, after a placeholder and before a query; not an API path or a comment', () => {
    const text = [
      "return '/error/link';",
      'const link = `${publicUrl}/createPassword/${token}`;',
      "navigate('/invite-successful?accepted=true');",
      "const call = '/api/admin/changeRole/';",
      'const file = `${dir}/agreement.pdf`;',
      "// return '/dashboard/';",
    ].join('\n');
    expect(pageAddressesIn(text)).toEqual([
      '/error/link',
      '${publicUrl}/createPassword/${token}',
      '/invite-successful?accepted=true',
    ]);
  });
});

describe('the repository', () => {
  it('writes page addresses only in packages/contracts/src/pages.ts', () => {
    expect(
      pageAddressesOutsideContracts(),
      'Build these from @intake/contracts/pages (paths, pagePath, …) instead (issue 21.3).',
    ).toEqual([]);
  });
});
