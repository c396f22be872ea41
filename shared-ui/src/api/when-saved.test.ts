import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from './base-api';
import { apiErrorStatus } from './api-error';
import { replaceSaved, whenSaved } from './when-saved';

type Note = { id: string; text: string };

// A list read, and a write whose answer is the note as saved, put in the list it belongs to.
const notesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotes: build.query<Note[], string>({ query: (board) => `/api/boards/${board}/notes` }),
    changeNote: build.mutation<Note, { board: string; note: Note }>({
      query: ({ board, note }) => ({ url: `/api/boards/${board}/notes/${note.id}`, method: 'PUT', body: note }),
      onQueryStarted: whenSaved((note, dispatch, { board }) => {
        dispatch(notesApi.util.updateQueryData('getNotes', board, (notes) => replaceSaved(notes, note, 'id')));
      }),
    }),
  }),
});

const server = setupServer(
  http.get('http://localhost/api/boards/:board/notes', () => HttpResponse.json([{ id: 'n1', text: 'as read' }])),
  http.put('http://localhost/api/boards/:board/notes/n1', async ({ request }) => {
    const note = (await request.json()) as Note;
    return HttpResponse.json({ ...note, text: `${note.text} (saved)` });
  }),
  http.put('http://localhost/api/boards/:board/notes/n2', () => HttpResponse.json({ code: 'changed-meanwhile' }, { status: 409 })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

async function storeWithNotesRead() {
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  await store.dispatch(notesApi.endpoints.getNotes.initiate('b1'));
  const notes = () => notesApi.endpoints.getNotes.select('b1')(store.getState()).data;
  return { store, notes };
}

test('a write answered puts the thing as saved in the cache, where the write said', async () => {
  const { store, notes } = await storeWithNotesRead();
  await store.dispatch(notesApi.endpoints.changeNote.initiate({ board: 'b1', note: { id: 'n1', text: 'new' } }));
  expect(notes()).toEqual([{ id: 'n1', text: 'new (saved)' }]);
});

test('a refused write leaves the cache as it was, and its result carries the refusal', async () => {
  const { store, notes } = await storeWithNotesRead();
  const result = await store.dispatch(notesApi.endpoints.changeNote.initiate({ board: 'b1', note: { id: 'n2', text: 'new' } }));
  expect(apiErrorStatus(result.error)).toBe(409);
  expect(notes()).toEqual([{ id: 'n1', text: 'as read' }]);
});

test('a saved entry takes the place of the one of its key, and one not in the list is not added', () => {
  const list: Note[] = [
    { id: 'n1', text: 'one' },
    { id: 'n2', text: 'two' },
  ];
  replaceSaved(list, { id: 'n2', text: 'two, changed' }, 'id');
  replaceSaved(list, { id: 'n3', text: 'gone since' }, 'id');
  expect(list).toEqual([
    { id: 'n1', text: 'one' },
    { id: 'n2', text: 'two, changed' },
  ]);
});
