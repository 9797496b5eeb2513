import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  contrastWithWhite,
  MIN_CONTRAST_WITH_WHITE,
  PRIMARY_TINTS,
  schoolColors,
  tintOnWhite,
} from './school-identity.ts';

const hex = (r: number, g: number, b: number) =>
  `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/** Every colour of a 16-step grid over the RGB cube that the settings accept (white text at 4.5:1). */
const acceptedColors = () => {
  const steps = Array.from({ length: 16 }, (_, i) => i * 17);
  return steps
    .flatMap((r) => steps.flatMap((g) => steps.map((b) => hex(r, g, b))))
    .filter((color) => contrastWithWhite(color) >= MIN_CONTRAST_WITH_WHITE);
};

describe('contrastRatio', () => {
  it('gives the WCAG figures for known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastWithWhite('#4263eb')).toBeCloseTo(4.98, 2);
    expect(contrastWithWhite('#767676')).toBeCloseTo(4.54, 2);
  });
});

describe('schoolColors', () => {
  const colors = acceptedColors();

  it('is checked over a wide range of colours, saturated ones at the limit included', () => {
    expect(colors.length).toBeGreaterThan(1000);
    expect(colors).toContain('#ee0022');
  });

  it('keeps every text drawn in or on the school colour at 4.5:1 (WCAG 2.2 AA)', () => {
    const failures = colors.flatMap((color) => {
      const theme = schoolColors(color);
      const pairs: [string, string, string][] = [
        ['white text on a filled button', '#ffffff', theme.color],
        ['white text on a filled button under the pointer', '#ffffff', theme.hover],
        ['a link on white', theme.color, '#ffffff'],
        ...PRIMARY_TINTS.map((alpha): [string, string, string] => [
          `text on the ${alpha * 100} % tint`,
          theme.textOnTint,
          tintOnWhite(color, alpha),
        ]),
      ];
      return pairs
        .filter(([, text, background]) => contrastRatio(text, background) < MIN_CONTRAST_WITH_WHITE)
        .map(([what]) => `${color}: ${what}`);
    });
    expect(failures).toEqual([]);
  });

  it('does not put the colour itself on its tints: a saturated colour at the limit falls short', () => {
    expect(contrastWithWhite('#ee0022')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#ee0022', tintOnWhite('#ee0022', 0.05))).toBeLessThan(4.5);
    expect(
      contrastRatio(schoolColors('#ee0022').textOnTint, tintOnWhite('#ee0022', 0.05)),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('puts the colour itself at the shades Mantine draws fills and text with', () => {
    const { palette } = schoolColors('#1b6e3a');
    expect(palette).toHaveLength(10);
    expect(palette[6]).toBe('#1b6e3a');
    expect(palette[7]).toBe('#1b6e3a');
  });
});
