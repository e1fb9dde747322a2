import { useState, type FormEvent } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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
      composing: null,
    }));

    // as in the page: outside act(), React renders the typed value in its own time
    takeOverHeldIntent('hydrated');
    await waitFor(() => expect(onSearch).toHaveBeenCalled());
    expect(onSearch).toHaveBeenCalledWith('Go');
  });

  it('a box ticked on the server markup before start-up reaches a controlled state after hydration', async () => {
    const onAgree = jest.fn();
    function Terms() {
      const [agreed, setAgreed] = useState(false);
      return (
        <label>
          <input
            type="checkbox"
            checked={agreed}
            onChange={(event) => {
              setAgreed(event.target.checked);
              onAgree(event.target.checked);
            }}
          />
          利用規約に同意する
        </label>
      );
    }
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Terms />);
    const box = container.querySelector('input')!;
    // ticked while the app loaded; hydration keeps what the visitor set
    box.checked = true;
    await act(async () => {
      hydrateRoot(container, <Terms />);
    });
    holdForTheApp(() => ({
      activation: null,
      typed: [{ field: box, value: 'on', checked: true }],
      composing: null,
    }));

    act(() => takeOverHeldIntent('hydrated'));
    expect(onAgree).toHaveBeenLastCalledWith(true);
    expect(box.checked).toBe(true);
    container.remove();
  });

  it('leaves a field with an open IME conversion to the app', () => {
    const onChange = jest.fn();
    render(<input aria-label="キーワード" defaultValue="" onChange={onChange} />);
    const field = screen.getByLabelText('キーワード') as HTMLInputElement;
    field.value = 'にほ';
    holdForTheApp(() => ({
      activation: null,
      typed: [{ field, value: 'にほ' }],
      composing: field,
    }));

    takeOverHeldIntent('hydrated');
    expect(onChange).not.toHaveBeenCalled();
    expect(field.value).toBe('にほ');
  });

  it('presses the held button once the app answers it', async () => {
    const onClick = jest.fn();
    render(<button onClick={onClick}>気になる</button>);
    const release = holdForTheApp(() => ({
      activation: { kind: 'click', target: screen.getByRole('button') },
      typed: [],
      composing: null,
    }));

    act(() => takeOverHeldIntent('hydrated'));
    expect(release).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onClick).toHaveBeenCalledTimes(1));
  });

  it('drops a press on an element the app replaced', async () => {
    const gone = document.createElement('button');
    const onClick = jest.fn();
    gone.addEventListener('click', onClick);
    holdForTheApp(() => ({
      activation: { kind: 'click', target: gone },
      typed: [],
      composing: null,
    }));

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
    holdForTheApp(() => ({ activation: { kind: 'click', target }, typed: [], composing: null }));

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
