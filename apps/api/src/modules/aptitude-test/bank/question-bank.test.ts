import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type QuestionGroup, questionBank } from './question-bank.ts';

const imagesDir = path.resolve(import.meta.dirname, 'images');

const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['twenty', 'thirty', 'forty', 'fifty'];
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The camelCase English word for 1 … 59: 'one', 'twelve', 'twenty', 'fortyThree'. */
function numberWord(n: number): string {
  if (n < 10) return UNITS[n - 1] as string;
  if (n < 20) return TEENS[n - 10] as string;
  const tens = TENS[Math.floor(n / 10) - 2] as string;
  return n % 10 === 0 ? tens : tens + capitalise(UNITS[(n % 10) - 1] as string);
}

/** The spec's answer slots: 'one' … 'fiftyFive' without 'fortyTwo'. */
const expectedIds = Array.from({ length: 55 }, (_, i) => numberWord(i + 1)).filter((id) => id !== 'fortyTwo');

const expectedCounts: Record<QuestionGroup, number> = {
  numerical: 22,
  trueFalse: 5,
  pattern: 3,
  computing: 10,
  logic: 14,
};

describe('question bank', () => {
  it('names the 54 slots', () => {
    expect(expectedIds).toHaveLength(54);
    expect(expectedIds.slice(0, 3)).toEqual(['one', 'two', 'three']);
    expect(expectedIds).toContain('twentyOne');
    expect(expectedIds).toContain('fortyThree');
    expect(expectedIds.at(-1)).toBe('fiftyFive');
  });

  it('holds 54 questions with the ids of the slots, each once, in order', () => {
    expect(questionBank).toHaveLength(54);
    const ids = questionBank.map((question) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain('fortyTwo');
    expect(ids).toEqual(expectedIds);
  });

  it('has 22 numerical, 5 true/false, 3 pattern, 10 computing and 14 logic questions', () => {
    const counts = Object.fromEntries(Object.keys(expectedCounts).map((group) => [group, 0]));
    for (const question of questionBank) counts[question.group] = (counts[question.group] ?? 0) + 1;
    expect(counts).toEqual(expectedCounts);
  });

  it('lists the groups in order: numerical first', () => {
    const groups = questionBank.map((question) => question.group);
    const order = Object.keys(expectedCounts).flatMap((group) =>
      Array.from({ length: expectedCounts[group as QuestionGroup] }, () => group),
    );
    expect(groups).toEqual(order);
  });

  it.each(questionBank.map((question) => [question.id, question] as const))(
    '%s has distinct options, one of which is its answer',
    (_, question) => {
      expect(question.question.trim()).not.toBe('');
      expect(question.options).toContain(question.answer);
      expect(new Set(question.options).size).toBe(question.options.length);
      for (const option of question.options) expect(option.trim()).toBe(option);
      if (question.group === 'trueFalse') expect(question.options).toEqual(['True', 'False']);
      else expect(question.options).toHaveLength(4);
    },
  );

  it('gives each pattern question an image in images/ and the others none', () => {
    for (const question of questionBank) {
      if (question.group === 'pattern') {
        expect(question.image).toMatch(/^[\w-]+\.svg$/);
        expect(existsSync(path.join(imagesDir, question.image)), question.image).toBe(true);
      } else {
        expect(question.image).toBe('no image');
      }
    }
    const patternImages = questionBank.filter((q) => q.group === 'pattern').map((q) => q.image);
    expect(new Set(patternImages).size).toBe(patternImages.length);
  });

  it('describes every picture in words that answer the question without it, the same as its SVG title', () => {
    for (const question of questionBank) {
      if (question.image === 'no image') {
        expect(question.imageDescription, question.id).toBeUndefined();
        continue;
      }
      const description = question.imageDescription ?? '';
      const svg = readFileSync(path.join(imagesDir, question.image), 'utf8');
      expect(svg.match(/<title[^>]*>([^<]+)<\/title>/)?.[1], question.image).toBe(description);
      // Every box or cell of the puzzle is named, with the question mark where the answer goes.
      expect(description, question.id).toMatch(/question mark\.$/);
      expect(description.length, question.id).toBeGreaterThan(120);
    }
  });

  it('ships safe, accessible, small SVGs', () => {
    const files = readdirSync(imagesDir).filter((file) => file.endsWith('.svg'));
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) {
      const svg = readFileSync(path.join(imagesDir, file), 'utf8');
      expect(svg, file).toMatch(/<title[^>]*>[^<]+<\/title>/);
      expect(svg, file).toContain('viewBox=');
      expect(svg.toLowerCase(), file).not.toContain('<script');
      expect(svg, file).not.toContain('href="http');
      expect(Buffer.byteLength(svg), file).toBeLessThan(4096);
    }
  });
});
