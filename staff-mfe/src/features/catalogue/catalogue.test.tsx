import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { CATALOGUE_MESSAGES, type StaffCatalogue } from '@party/domain';
import { aStaffCatalogue } from '../../test/fixtures';
import { findToast, freshVisitForEachTest, renderAt, type User } from '../../test/render';
import { API, recordCalls, serve, server, serveApiForEachTest, signedInAs } from '../../test/server';

serveApiForEachTest();
freshVisitForEachTest();
beforeEach(() => signedInAs('manager'));

const section = (title: string) => screen.getByRole('region', { name: title });
const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name });

/** The catalogue with a change made to its first package. */
function withFirstPackage(change: Partial<StaffCatalogue['packages'][number]>): StaffCatalogue {
  const catalogue = aStaffCatalogue();
  return { ...catalogue, packages: [{ ...catalogue.packages[0]!, ...change }, ...catalogue.packages.slice(1)] };
}

/** A PUT's bodies, answered in turn: first the refusal another change causes, then `then`. */
function refusedOnceThen(path: string, current: unknown, then: JsonBodyType) {
  const bodies: unknown[] = [];
  server.use(
    http.put(`${API}${path}`, async ({ request }) => {
      bodies.push(await request.json());
      if (bodies.length > 1) return HttpResponse.json(then);
      return HttpResponse.json({ code: 'changed-meanwhile', message: 'Someone else changed this meanwhile: here it is as it now is.', current }, { status: 409 });
    }),
  );
  return bodies;
}

async function typeInto(user: User, scope: HTMLElement, label: RegExp, text: string) {
  const field = within(scope).getByLabelText(label);
  await user.clear(field);
  if (text) await user.type(field, text);
}

test('every kind in its section, with in-page links; a hidden item is marked; the nav says where it is', async () => {
  await renderAt('/catalogue');
  const packages = await screen.findByRole('region', { name: 'Packages' });
  const links = within(screen.getByRole('navigation', { name: 'Catalogue sections' })).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Packages', '#catalogue-packages'],
    ["Kids' food", '#catalogue-kids-food'],
    ['Adult food', '#catalogue-adult-food'],
    ['Add-ons', '#catalogue-addons'],
    ['Rooms', '#catalogue-rooms'],
    ['Party start times', '#catalogue-time-slots'],
    ['After-hours add-ons', '#catalogue-after-hours-addons'],
    ['After-hours rates', '#catalogue-after-hours-rates'],
  ]);
  const [basic, superParty] = within(packages).getAllByRole('listitem');
  expect(basic).toHaveTextContent("Basic Fun$300.00 for 10 kids, then $15.00 a child · 2 hours · 2 free kids' food choicesIncludes: Party host, InvitationsTwo hours of play");
  expect(basic).not.toHaveTextContent('Hidden');
  expect(superParty).toHaveTextContent(`Super Party Hidden$450.00 for 12 kids, then $20.00 a child · 2.5 hours · 3 free kids' food choices${CATALOGUE_MESSAGES.hiddenPackageNote}`);
  expect(within(superParty).getByRole('button', { name: 'Show: Super Party' })).toBeInTheDocument();
  expect(section("Kids' food")).toHaveTextContent('Chicken NuggetsOne portion serves 5 kids');
  expect(section('Adult food')).toHaveTextContent('Sandwich Platter$65.00 each');
  expect(section('Add-ons')).toHaveTextContent('Lolly Bags$5.00 per child');
  expect(section('Rooms')).toHaveTextContent('Jungle RoomUp to 20 kidsVines and slides');
  expect(section('Party start times')).toHaveTextContent('10:00 AM');
  expect(section('After-hours add-ons')).toHaveTextContent('DJ$250.00 each, yes or no');
  expect(within(section('After-hours rates')).getByLabelText(/^Price of the first hours/)).toHaveValue('800.00');
  expect(within(screen.getByRole('navigation', { name: 'Staff pages' })).getByRole('link', { name: 'Catalogue' })).toHaveAttribute('aria-current', 'page');
});

test('Add a package: each problem beside its field in words, money as staff type it, then the package in its list', async () => {
  const added = { ...aStaffCatalogue().packages[0]!, id: 'mega-party', name: 'Mega Party', version: 1 };
  const creates = recordCalls('post', '/catalogue/:kind', () => ({ id: 'mega-party', catalogue: { ...aStaffCatalogue(), packages: [...aStaffCatalogue().packages, added] } }), 201);
  const { user } = await renderAt('/catalogue');
  await user.click(await screen.findByRole('button', { name: 'Add a package' }));
  const form = await dialog('Add a package');
  await user.click(within(form).getByRole('button', { name: 'Add package' }));
  expect(await within(form).findByText('Give it a name')).toBeInTheDocument();
  expect(within(form).getByText('Give the price for the minimum kids')).toBeInTheDocument();
  expect(within(form).getByText('Give the kids the price covers')).toBeInTheDocument();
  expect(within(form).getByText('Give the length in hours')).toBeInTheDocument();
  expect(within(form).getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');

  // Absurd values, each refused beside its field.
  await typeInto(user, form, /^Price for the minimum kids/, '-5');
  await typeInto(user, form, /^Price per extra child/, '100001');
  await typeInto(user, form, /^Minimum kids/, '0');
  await typeInto(user, form, /^Length in hours/, '2.1');
  await typeInto(user, form, /^Free kids' food choices/, '11');
  await typeInto(user, form, /^Inclusions/, 'Party host{Enter}');
  // The long line pasted, as staff would bring it: typed key by key, it made the test slow enough to time out on a loaded machine.
  await user.paste('x'.repeat(121));
  await user.click(within(form).getByRole('button', { name: 'Add package' }));
  expect(await within(form).findByText('Must be an amount in dollars')).toBeInTheDocument();
  expect(within(form).getByText('Must be 100000 or less')).toBeInTheDocument();
  expect(within(form).getByText('Must be 1 or more')).toBeInTheDocument();
  expect(within(form).getByText('Give the length in quarter hours (2, 2.25, 2.5...)')).toBeInTheDocument();
  expect(within(form).getByText('Must be 10 or less')).toBeInTheDocument();
  expect(within(form).getByText('Inclusion 2: Must be at most 120 characters')).toBeInTheDocument();
  expect(creates).toEqual([]);

  await typeInto(user, form, /^Name/, ' Mega Party 🎉 ');
  await typeInto(user, form, /^Price for the minimum kids/, '$1,234.50');
  await typeInto(user, form, /^Price per extra child/, '22.5');
  await typeInto(user, form, /^Minimum kids/, '12');
  await typeInto(user, form, /^Length in hours/, '2.25');
  await typeInto(user, form, /^Free kids' food choices/, '3');
  await typeInto(user, form, /^Inclusions/, 'Party host{Enter}{Enter}  Balloons  ');
  await user.click(within(form).getByRole('button', { name: 'Add package' }));
  expect(await findToast('Added to the catalogue')).toHaveTextContent('Mega Party 🎉 is on the public pages now.');
  expect(creates).toEqual([
    { name: ' Mega Party 🎉 ', description: '', pricePackage: 1234.5, minChildren: 12, pricePerChild: 22.5, duration: 2.25, complementoryMenu: 3, inclusions: ['Party host', 'Balloons'], hidden: false },
  ]);
  // The dialog closes and the list takes the answer a moment after the toast (the mutation's cache
  // update runs beside the dialog's own wait for the answer, in no set order).
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(within(section('Packages')).getAllByRole('listitem')).toHaveLength(3));
});

test('two managers change one package: the second is told, sees it as it now is, keeps what they typed, and saves it on the new version', async () => {
  const theirs = withFirstPackage({ pricePackage: 310, name: 'Basic Fun Plus', version: 4 }).packages[0]!;
  const changes = refusedOnceThen('/catalogue/:kind/:id', theirs, { id: 'basic-fun', catalogue: withFirstPackage({ pricePackage: 320, version: 5 }) });
  const { user } = await renderAt('/catalogue');
  await user.click(await screen.findByRole('button', { name: 'Change: Basic Fun' }));
  const form = await dialog('Change package: Basic Fun');
  expect(within(form).getByLabelText(/^Price for the minimum kids/)).toHaveValue('300.00');
  expect(within(form).getByLabelText(/^Inclusions/)).toHaveValue('Party host\nInvitations');
  // The other manager's change lands first; this one is read again meanwhile.
  serve('/catalogue', withFirstPackage({ pricePackage: 310, name: 'Basic Fun Plus', version: 4 }));
  await typeInto(user, form, /^Price for the minimum kids/, '320');
  await user.click(within(form).getByRole('button', { name: 'Save change' }));

  const told = await within(form).findByRole('alert');
  expect(told).toHaveTextContent(CATALOGUE_MESSAGES.changedMeanwhile);
  expect(told).toHaveTextContent('NameBasic Fun Plus');
  expect(told).toHaveTextContent('Price for the minimum kids$310.00');
  expect(told).toHaveTextContent('On the public pagesYes');
  expect(within(form).getByLabelText(/^Price for the minimum kids/)).toHaveValue('320');
  expect(within(form).getByLabelText(/^Name/)).toHaveValue('Basic Fun');
  // The list behind the dialog (hidden from the accessibility tree while it is open) shows theirs.
  expect(await within(screen.getByRole('region', { name: 'Packages', hidden: true })).findByText('Basic Fun Plus')).toBeInTheDocument();

  await user.click(within(form).getByRole('button', { name: 'Save change' }));
  expect(await findToast('Change saved')).toHaveTextContent('Basic Fun: the public pages show the change now.');
  expect(changes).toHaveLength(2);
  expect(changes[0]).toMatchObject({ pricePackage: 320, version: 3, hidden: false });
  expect(changes[1]).toMatchObject({ pricePackage: 320, name: 'Basic Fun', version: 4 });
});

test('Hide and Show send the item as it is with its version; a hide refused because of another change says so', async () => {
  const shows = recordCalls('put', '/catalogue/packages/super-party', { id: 'super-party', catalogue: aStaffCatalogue() });
  const hides = refusedOnceThen('/catalogue/rooms/jungle', { ...aStaffCatalogue().rooms[0], name: 'Jungle Room', version: 2 }, {});
  const { user } = await renderAt('/catalogue');
  await user.click(await screen.findByRole('button', { name: 'Show: Super Party' }));
  expect(await findToast('Shown')).toHaveTextContent('Super Party is on the public pages again.');
  expect(shows).toEqual([{ name: 'Super Party', description: '', pricePackage: 450, minChildren: 12, pricePerChild: 20, duration: 2.5, complementoryMenu: 3, inclusions: [], hidden: false, version: 1 }]);

  await user.click(within(section('Rooms')).getByRole('button', { name: 'Hide: Jungle Room' }));
  expect(await findToast(CATALOGUE_MESSAGES.changedMeanwhile)).toHaveTextContent('Jungle Room is shown below as it now is');
  expect(hides).toEqual([{ name: 'Jungle Room', description: 'Vines and slides', picture: 'rooms/jungle-room.svg', maxCapacity: 20, hidden: true, version: 1 }]);
});

test('an add-on: its picture from the add-ons’ pictures and its price type; the API’s refusal in its words', async () => {
  const creates = recordCalls('post', '/catalogue/:kind', { code: 'unknown-item', message: "No picture 'addons/gone.svg': choose one of the pictures" }, 404);
  const { user } = await renderAt('/catalogue');
  await user.click(await within(await screen.findByRole('region', { name: 'Add-ons' })).findByRole('button', { name: 'Add an add-on' }));
  const form = await dialog('Add an add-on');
  const picture = within(form).getByLabelText(/^Picture/);
  expect(within(picture).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a picture', 'Lolly bags']);
  await user.click(within(form).getByRole('button', { name: 'Add add-on' }));
  expect(await within(form).findByText('Choose one of the pictures')).toBeInTheDocument();
  await typeInto(user, form, /^Name/, 'Glitter tattoos');
  await user.selectOptions(picture, 'Lolly bags');
  await typeInto(user, form, /^Price/, '4');
  await user.click(within(form).getByRole('radio', { name: 'By quantity (per item chosen)' }));
  await user.click(within(form).getByRole('button', { name: 'Add add-on' }));
  expect(await within(form).findByText("No picture 'addons/gone.svg': choose one of the pictures")).toBeInTheDocument();
  expect(creates).toEqual([{ name: 'Glitter tattoos', description: '', picture: 'addons/lolly-bags.svg', price: 4, priceType: 'per_item', hidden: false }]);
});

test('the after-hours rates: checked, saved with their version; another change first is shown and what was typed kept', async () => {
  const changes = refusedOnceThen('/catalogue/after-hours-rates', { ...aStaffCatalogue().afterHoursRates, basePrice: 850, version: 3 }, { id: 'after-hours-rates', catalogue: aStaffCatalogue() });
  const { user } = await renderAt('/catalogue');
  const rates = await screen.findByRole('form', { name: 'After-hours rates' });
  await typeInto(user, rates, /^Deposit/, '150');
  await typeInto(user, rates, /^Hours the price covers/, '');
  await user.click(within(rates).getByRole('button', { name: 'Save rates' }));
  expect(await within(rates).findByText('Must be 100 or less')).toBeInTheDocument();
  expect(within(rates).getByText('Give 1 to 6 hours')).toBeInTheDocument();
  await typeInto(user, rates, /^Deposit/, '25');
  await typeInto(user, rates, /^Hours the price covers/, '4');
  await user.click(within(rates).getByRole('button', { name: 'Save rates' }));
  expect(await within(rates).findByRole('alert')).toHaveTextContent(`${CATALOGUE_MESSAGES.changedMeanwhile}`);
  expect(within(rates).getByRole('alert')).toHaveTextContent('Price of the first hours$850.00');
  expect(within(rates).getByLabelText(/^Deposit/)).toHaveValue('25');
  await user.click(within(rates).getByRole('button', { name: 'Save rates' }));
  expect(await findToast('Rates saved')).toBeInTheDocument();
  expect(changes).toEqual([
    { basePrice: 800, baseHours: 4, halfHourPrice: 100, guestFee: 10, guestFeeAbove: 50, depositPercent: 25, version: 2 },
    { basePrice: 800, baseHours: 4, halfHourPrice: 100, guestFee: 10, guestFeeAbove: 50, depositPercent: 25, version: 3 },
  ]);
});

test('a catalogue that cannot be loaded says so, with Try again', async () => {
  serve('/catalogue', { code: 'server-error', message: 'Database unavailable' }, 500);
  const { user } = await renderAt('/catalogue');
  expect(await screen.findByText('The catalogue could not be loaded')).toBeInTheDocument();
  serve('/catalogue', aStaffCatalogue());
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('region', { name: 'Packages' })).toBeInTheDocument();
});
