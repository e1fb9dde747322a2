import { useState, type FormEvent } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import {
  APP_STARTED_ATTRIBUTE,
  START_ON_INTENT_GLOBAL,
  type HeldIntent,
} from '@jobmatch/shared/contracts';
import { AfterFirstCommit, takeOverHeldIntent } from '../held-intent';

/** What the first HTML's start-on-intent script would hand over. */
function holdForTheApp(held: () => HeldIntent) {
  const release = jest.fn(held);
  (window as unknown as Record<string, unknown>)[START_ON_INTENT_GLOBAL] = { release };
  return release;
}

function SearchForm({ onSearch }: { onSearch: (term: string) => void }) {
  const [term, setTerm] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(term);
  };
  return (
    <form onSubmit={submit}>
      <label>
        キーワード
        <input value={term} onChange={(event) => setTerm(event.target.value)} />
      </label>
      <button type="submit">検索</button>
    </form>
  );
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[START_ON_INTENT_GLOBAL];
  document.documentElement.removeAttribute(APP_STARTED_ATTRIBUTE);
});

describe('takeOverHeldIntent', () => {
  it('marks the page started, even when nothing was held', () => {
    takeOverHeldIntent('hydrated');
    expect(document.documentElement.getAttribute(APP_STARTED_ATTRIBUTE)).toBe('hydrated');
  });

  it('types again what was typed, so a controlled field has it, then sends the held form', async () => {
    const onSearch = jest.fn();
    render(<SearchForm onSearch={onSearch} />);
    const field = screen.getByLabelText('キーワード') as HTMLInputElement;
    const form = field.form!;
    // typed while the app loaded: the DOM has it, React's state does not
    field.value = 'Go';
    holdForTheApp(() => ({
      activation: { kind: 'submit', target: form, submitter: screen.getByRole('button') },
      typed: [{ field, value: 'Go' }],
    }));

    // as in the page: outside act(), React renders the typed value in its own time
    takeOverHeldIntent('hydrated');
    await waitFor(() => expect(onSearch).toHaveBeenCalled());
    expect(onSearch).toHaveBeenCalledWith('Go');
  });

  it('checks again a box the app unchecked while it took the page over', async () => {
    const onChange = jest.fn();
    render(
      <label>
        <input type="checkbox" defaultChecked={false} onChange={onChange} />
        利用規約に同意する
      </label>,
    );
    const box = screen.getByRole('checkbox') as HTMLInputElement;
    holdForTheApp(() => ({
      activation: null,
      typed: [{ field: box, value: 'on', checked: true }],
    }));

    act(() => takeOverHeldIntent('hydrated'));
    expect(box.checked).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('presses the held button once the app answers it', async () => {
    const onClick = jest.fn();
    render(<button onClick={onClick}>気になる</button>);
    const release = holdForTheApp(() => ({
      activation: { kind: 'click', target: screen.getByRole('button') },
      typed: [],
    }));

    act(() => takeOverHeldIntent('hydrated'));
    expect(release).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onClick).toHaveBeenCalledTimes(1));
  });

  it('drops a press on an element the app replaced', async () => {
    const gone = document.createElement('button');
    const onClick = jest.fn();
    gone.addEventListener('click', onClick);
    holdForTheApp(() => ({ activation: { kind: 'click', target: gone }, typed: [] }));

    takeOverHeldIntent('rendered');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(onClick).not.toHaveBeenCalled();
    expect(document.documentElement.getAttribute(APP_STARTED_ATTRIBUTE)).toBe('rendered');
  });
});

describe('AfterFirstCommit', () => {
  it('takes the held intent over after its tree has committed', async () => {
    const onClick = jest.fn();
    const target = document.createElement('button');
    target.addEventListener('click', onClick);
    document.body.append(target);
    holdForTheApp(() => ({ activation: { kind: 'click', target }, typed: [] }));

    render(
      <AfterFirstCommit how="hydrated">
        <p>求人一覧</p>
      </AfterFirstCommit>,
    );
    expect(document.documentElement.getAttribute(APP_STARTED_ATTRIBUTE)).toBe('hydrated');
    await waitFor(() => expect(onClick).toHaveBeenCalledTimes(1));
    target.remove();
  });
});
