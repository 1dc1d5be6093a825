import { describe, expect, it } from 'vitest';
import { PageAnswers, readPageAnswers } from './page-data';

const CONFIG = '/api/System/getConfig';
const written = (language: string, answers: Record<string, unknown>) =>
  JSON.stringify({ language, answers });

describe('page answers', () => {
  it('gives each written answer once, for its own address and language', () => {
    const answers = new PageAnswers(
      written('en', { [CONFIG]: { code: 0, data: { site_name: 'Tifo' } } }),
      () => 100,
    );
    expect(answers.take(CONFIG, 'zh')).toBeUndefined();
    expect(answers.take('/api/News/getHeadlines', 'en')).toBeUndefined();
    expect(answers.take(CONFIG, 'en')).toEqual({ code: 0, data: { site_name: 'Tifo' } });
    expect(answers.take(CONFIG, 'en')).toBeUndefined();
  });

  it('gives nothing once the page is no longer new', () => {
    let now = 9_000;
    const answers = new PageAnswers(written('zh', { [CONFIG]: { code: 0, data: {} } }), () => now);
    now = 10_001;
    expect(answers.take(CONFIG, 'zh')).toBeUndefined();
  });

  it('reads anything malformed as no answers', () => {
    for (const json of [null, '', '{', '[]', '{"answers":{}}', '{"language":"zh","answers":[]}']) {
      expect(new PageAnswers(json, () => 0).take(CONFIG, 'zh')).toBeUndefined();
    }
  });

  it('reads the page element once and takes it out of the page', () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'page-data';
    element.textContent = written('vi', { [CONFIG]: { code: 0, data: 1 } });
    document.head.append(element);
    const answers = readPageAnswers();
    expect(document.getElementById('page-data')).toBeNull();
    expect(answers.take(CONFIG, 'vi')).toEqual({ code: 0, data: 1 });
  });
});
