import { DEFAULT_REWARD_RULES, type RewardRules } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import {
  checkSection,
  draftsOf,
  draftWorstCase,
  mergeDrafts,
  previewStep,
  weekTotal,
  type RewardDrafts,
} from './reward-form';

const DRAFTS = draftsOf(DEFAULT_REWARD_RULES);

function withSection<S extends keyof RewardDrafts>(section: S, value: RewardDrafts[S]) {
  return { ...DRAFTS, [section]: value };
}

describe('reward rules form', () => {
  it('sends a section as the save body of the contract', () => {
    const drafts = withSection('sign_in', ['5', '10', '15', '20', '25', '30', ' 100 ']);
    expect(checkSection('sign_in', drafts)).toEqual({
      edit: { section: 'sign_in', value: [5, 10, 15, 20, 25, 30, 100] },
      problems: null,
    });
    expect(checkSection('levels', DRAFTS).edit).toEqual({
      section: 'levels',
      value: { user_step: 100, anchor_step: 500 },
    });
    expect(checkSection('daily_tasks', DRAFTS).edit?.value).toEqual(
      DEFAULT_REWARD_RULES.daily_tasks,
    );
  });

  it('marks the days and task fields out of range, blank or not whole', () => {
    const strip = withSection('sign_in', ['501', '', '1.5', '-1', '10', '10', '10']);
    expect(checkSection('sign_in', strip).problems).toEqual(
      new Map([
        ['0', 'range'],
        ['1', 'range'],
        ['2', 'range'],
        ['3', 'range'],
      ]),
    );
    const tasks = withSection(
      'daily_tasks',
      DRAFTS.daily_tasks.map((task) =>
        task.key === 'watch'
          ? { ...task, target: '601' }
          : task.key === 'gift'
            ? { ...task, target: '0', reward: '501' }
            : task,
      ),
    );
    expect(checkSection('daily_tasks', tasks).problems).toEqual(
      new Map([
        ['0.target', 'range'],
        ['2.target', 'range'],
        ['2.reward', 'range'],
      ]),
    );
  });

  it('tells a noble price below the tier under it from one out of range', () => {
    const prices = withSection('nobles', [
      { tier: 1, monthly_diamonds: '1000' },
      { tier: 2, monthly_diamonds: '1000' },
      { tier: 3, monthly_diamonds: '5' },
      { tier: 4, monthly_diamonds: '20000' },
      { tier: 5, monthly_diamonds: '50000' },
    ]);
    expect(checkSection('nobles', prices).problems).toEqual(
      new Map([
        ['1.monthly_diamonds', 'order'],
        ['2.monthly_diamonds', 'range'],
      ]),
    );
  });

  it('marks a ladder step out of its range', () => {
    const steps = withSection('levels', { user_step: '9', anchor_step: '100001' });
    expect(checkSection('levels', steps).problems).toEqual(
      new Map([
        ['user_step', 'range'],
        ['anchor_step', 'range'],
      ]),
    );
  });

  it('works out the week and the most gold a member could collect in a day', () => {
    // Defaults: the strip's best day is 50, the tasks bring 70.
    expect(weekTotal(DRAFTS)).toBe(170);
    expect(draftWorstCase(DRAFTS)).toBe(120);
    const generous = {
      ...DRAFTS,
      sign_in: ['10', '10', '10', '10', '10', '10', '500'],
      daily_tasks: DRAFTS.daily_tasks.map((task) => ({ ...task, reward: '250' })),
    };
    expect(draftWorstCase(generous)).toBe(1750);
    expect(draftWorstCase(withSection('sign_in', ['', ...DRAFTS.sign_in.slice(1)]))).toBeNull();
    expect(weekTotal(withSection('sign_in', ['x', ...DRAFTS.sign_in.slice(1)]))).toBeNull();
  });

  it('takes the server values of the sections that changed, and keeps the rest as typed', () => {
    const typed: RewardDrafts = {
      ...DRAFTS,
      sign_in: ['1', '2', '3', '4', '5', '6', '7'],
      levels: { user_step: '300', anchor_step: '500' },
    };
    const after: RewardRules = {
      ...DEFAULT_REWARD_RULES,
      levels: { user_step: 250, anchor_step: 500 },
    };
    expect(mergeDrafts(typed, DEFAULT_REWARD_RULES, after)).toEqual({
      ...typed,
      levels: { user_step: '250', anchor_step: '500' },
    });
  });

  it('previews a ladder only at a step above zero', () => {
    expect(previewStep('250')).toBe(250);
    expect(previewStep('0')).toBeNull();
    expect(previewStep('')).toBeNull();
  });
});
