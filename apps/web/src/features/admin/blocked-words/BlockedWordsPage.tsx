import { CHAT_LIMITS, type BlockedWord } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showToast } from '../../../shared/notifications';
import { refusalMessage } from '../../../shared/refusal-message';
import { Button } from '../../../shared/ui/Button';
import { TextArea } from '../../../shared/ui/Field';
import { FormProblem } from '../../../shared/ui/FormProblem';
import { ListSkeleton, ListStates } from '../../../shared/ui/ListStates';
import { Card } from '../../../shared/ui/Surface';
import { ConsolePage } from '../ui/ConsolePage';
import {
  useAddBlockedWordsMutation,
  useBlockedWordsQuery,
  useRemoveBlockedWordMutation,
} from './blocked-words-api';
import { parseWords, WORDS_PER_ADD } from './parse-words';

/** Words refused in every chat: add several at once, remove one at a time. */
export function BlockedWordsPage() {
  const { t } = useTranslation('admin');
  const words = useBlockedWordsQuery();
  return (
    <ConsolePage title={t('nav.blockedWords')} description={t('words.description')}>
      <AddWordsForm />
      <ListStates
        pending={words.isPending}
        error={words.isError}
        empty={words.data?.length === 0}
        placeholder={
          <ListSkeleton count={4} className="flex flex-wrap gap-2" itemClassName="h-8 w-24" />
        }
        errorTitle={refusalMessage(words.error) ?? t('list.error')}
        emptyTitle={t('words.empty')}
        onRetry={() => void words.refetch()}
      >
        <ul aria-label={t('nav.blockedWords')} className="flex flex-wrap gap-2">
          {words.data?.map((word) => (
            <WordChip key={word.id} word={word} />
          ))}
        </ul>
      </ListStates>
    </ConsolePage>
  );
}

function AddWordsForm() {
  const { t } = useTranslation('admin');
  const add = useAddBlockedWordsMutation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    const parsed = parseWords(text);
    if (parsed.problem) {
      setProblem(
        t(`words.problem.${parsed.problem}`, {
          max: WORDS_PER_ADD,
          length: CHAT_LIMITS.blockedWordMaxLength,
        }),
      );
      return;
    }
    setProblem(null);
    try {
      const { added } = await add.mutateAsync(parsed.words);
      setText('');
      showToast(t('words.addedNotice', { n: added }), { kind: 'success' });
    } catch (error) {
      setProblem(refusalMessage(error) ?? t('review.failed'));
    }
  };

  return (
    <Card>
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextArea
          label={t('words.addLabel')}
          hint={t('words.addHint')}
          value={text}
          className="min-h-20"
          onChange={(event) => setText(event.target.value)}
        />
        <FormProblem text={problem} />
        <Button type="submit" className="self-start" loading={add.isPending}>
          {t('words.add')}
        </Button>
      </form>
    </Card>
  );
}

function WordChip({ word }: { word: BlockedWord }) {
  const { t } = useTranslation('admin');
  const remove = useRemoveBlockedWordMutation();
  return (
    <li className="flex items-center gap-1 rounded-full bg-white py-1 pr-1 pl-3 text-sm shadow-sm ring-1 ring-slate-200">
      <span>{word.word}</span>
      <Button
        size="sm"
        variant="ghost"
        className="h-6 px-2"
        loading={remove.isPending}
        onClick={() =>
          remove.mutate(word.id, {
            onError: (error) =>
              showToast(refusalMessage(error) ?? t('review.failed'), { kind: 'error' }),
          })
        }
      >
        {t('words.remove')}
      </Button>
    </li>
  );
}
