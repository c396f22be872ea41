import { ROLE_ACTIONS, type PhoneAvailability, type PhoneBookingChoices, type StaffAuditEntry, type StaffBill, type StaffBooking, type StaffCatalogue, type StaffDoor, type StaffDoorChild, type StaffInvitation, type StaffKitchenSheet, type StaffMoneyPage, type StaffRole, type StaffRunSheet, type StaffSession, type StaffTakings } from '@party/domain';

// Answers shaped as the staff API's (domain/src/contract/staff-*.ts), for the component tests. The
// day is Saturday 12 July 2031 at the venue (Sydney): a paid party and an unpaid one at 10 am, a
// party with its deposit paid at 1 pm, an evening hire, and a canceled party.

/** The tests' now: 10 am on Saturday 12 July 2031 in Sydney (AEST, UTC+10). */
export const NOW = new Date('2031-07-12T00:00:00Z');
export const TODAY = '2031-07-12';

export function aSession(role: StaffRole, name = { owner: 'Olivia Owner', manager: 'Max Manager', 'front-desk': 'Frankie Desk', kitchen: 'Kit Cook' }[role]): StaffSession {
  return {
    staff: { id: `staff-${role}`, name, email: `${role}@venue.example`, role },
    actions: [...ROLE_ACTIONS[role]],
    expiresAt: '2031-07-12T12:00:00.000Z',
    idleExpiresAt: '2031-07-12T03:00:00.000Z',
  };
}

const expected = { state: 'expected' as const, at: null, by: null };

/** The day as the front desk sees it (contacts and money included). */
export function aRunSheet(): StaffRunSheet {
  return {
    date: TODAY,
    parties: [
      {
        kind: 'party',
        reference: 'JJ1003',
        status: 'pending',
        startTime: '10:00',
        endTime: '12:00',
        arrival: expected,
        staffNotes: [],
        exceptions: [],
        askedToMove: null,
        money: { finalPrice: 420, paid: 0, due: 420, owedBack: 0, holdUntil: '2031-07-12T00:30:00.000Z' },
        room: { id: 'ocean', name: 'Ocean Room' },
        child: { firstName: 'Noah', turning: 5 },
        parent: { name: 'Priya Patel', mobile: '0400 222 333' },
        packageName: 'Basic Fun',
        kidsBooked: 12,
        kidsComing: 0,
        familiesComing: 0,
        door: { booked: 12, expected: 1, checkedIn: 0, allergies: false },
        allergies: [],
        kidsFood: [{ name: 'Chicken Nuggets', quantity: 2 }],
        adultsFood: [],
        addons: [],
      },
      {
        kind: 'party',
        reference: 'JJ1002',
        status: 'confirmed',
        startTime: '10:00',
        endTime: '12:00',
        arrival: { state: 'arrived', at: '2031-07-11T23:55:00.000Z', by: 'Frankie Desk' },
        staffNotes: [{ id: 'n1', at: '2031-07-11T22:00:00.000Z', by: 'Frankie Desk', text: 'Cake arrives at 11:15, keep the fridge clear' }],
        exceptions: [],
        askedToMove: null,
        money: { finalPrice: 520, paid: 520, due: 0, owedBack: 0, holdUntil: null },
        room: { id: 'jungle', name: 'Jungle Room' },
        child: { firstName: 'Mia', turning: 6 },
        parent: { name: 'Alex Smith', mobile: '0412 345 678' },
        packageName: 'Super Party',
        kidsBooked: 14,
        kidsComing: 9,
        familiesComing: 6,
        door: { booked: 14, expected: 10, checkedIn: 7, allergies: true },
        allergies: [
          { kid: 'Sam', allergies: 'Peanuts (anaphylaxis, EpiPen in bag)', family: 'Lee family' },
          { kid: 'Ava', allergies: 'Dairy', family: 'Ng family' },
        ],
        kidsFood: [
          { name: 'Chicken Nuggets', quantity: 3 },
          { name: 'Pizza', quantity: 2 },
        ],
        adultsFood: [{ name: 'Sandwich Platter', quantity: 1 }],
        addons: [{ name: 'Face Painting', quantity: 1 }],
      },
      {
        kind: 'party',
        reference: 'JJ1004',
        status: 'confirmed',
        startTime: '13:00',
        endTime: '15:00',
        arrival: expected,
        staffNotes: [],
        exceptions: [],
        askedToMove: null,
        money: { finalPrice: 400, paid: 100, due: 300, owedBack: 0, holdUntil: null },
        room: { id: 'jungle', name: 'Jungle Room' },
        child: { firstName: 'Leo', turning: 8 },
        parent: { name: 'Jo Brown', mobile: '0400 111 222' },
        packageName: 'Basic Fun',
        kidsBooked: 10,
        kidsComing: 4,
        familiesComing: 3,
        door: { booked: 10, expected: 5, checkedIn: 0, allergies: true },
        allergies: [{ kid: 'Zoe', allergies: 'Gluten', family: 'Kim family' }],
        kidsFood: [{ name: 'Pizza', quantity: 2 }],
        adultsFood: [{ name: 'Fruit Platter', quantity: 1 }],
        addons: [],
      },
    ],
    hires: [
      {
        kind: 'hire',
        reference: 'JJ1005',
        status: 'confirmed',
        startTime: '18:00',
        endTime: '21:00',
        arrival: expected,
        staffNotes: [],
        exceptions: [],
        askedToMove: null,
        money: { finalPrice: 800, paid: 400, due: 400, owedBack: 0, holdUntil: null },
        customer: { name: 'Sam Taylor', mobile: '0400 555 666' },
        expectedKids: 20,
        expectedAdults: 10,
        addons: [{ name: 'Events Room', quantity: 2 }],
        customerNotes: 'School fundraiser',
      },
    ],
    canceled: [{ kind: 'party', reference: 'JJ1006', startTime: '13:00', endTime: '15:00', what: 'Ivy, Ocean Room' }],
  };
}

/** The same day as the kitchen sees it: no parent's name or mobile, no money. */
export function aKitchenRunSheet(): StaffRunSheet {
  const sheet = aRunSheet();
  return {
    ...sheet,
    parties: sheet.parties.map(({ parent: _parent, money: _money, ...party }) => party),
    hires: sheet.hires.map(({ customer: _customer, money: _money, ...hire }) => hire),
  };
}

export function aKitchenSheet(): StaffKitchenSheet {
  return {
    date: TODAY,
    startTimes: [
      {
        time: '10:00',
        kidsFood: [
          { name: 'Chicken Nuggets', quantity: 5 },
          { name: 'Pizza', quantity: 2 },
        ],
        adultsFood: [{ name: 'Sandwich Platter', quantity: 1 }],
        parties: [
          { reference: 'JJ1002', room: 'Jungle Room', childFirstName: 'Mia', kidsBooked: 14, kidsComing: 9, door: { booked: 14, expected: 10, checkedIn: 7, allergies: true }, allergies: aRunSheet().parties[1]!.allergies },
          { reference: 'JJ1003', room: 'Ocean Room', childFirstName: 'Noah', kidsBooked: 12, kidsComing: 0, door: { booked: 12, expected: 1, checkedIn: 0, allergies: false }, allergies: [] },
        ],
      },
      {
        time: '13:00',
        kidsFood: [{ name: 'Pizza', quantity: 2 }],
        adultsFood: [{ name: 'Fruit Platter', quantity: 1 }],
        parties: [{ reference: 'JJ1004', room: 'Jungle Room', childFirstName: 'Leo', kidsBooked: 10, kidsComing: 4, door: { booked: 10, expected: 5, checkedIn: 0, allergies: true }, allergies: [{ kid: 'Zoe', allergies: 'Gluten', family: 'Kim family' }] }],
      },
    ],
  };
}

/** JJ1004 whole: its $100 deposit paid online, $300 due on the day. */
export function aBooking(overrides: Partial<StaffBooking> = {}): StaffBooking {
  return {
    kind: 'party',
    reference: 'JJ1004',
    status: 'confirmed',
    canceledReason: null,
    createdAt: '2031-07-01T02:00:00.000Z',
    date: TODAY,
    startTime: '13:00',
    endTime: '15:00',
    party: {
      room: 'Jungle Room',
      child: { firstName: 'Leo', lastName: 'Brown', turning: 8 },
      packageName: 'Basic Fun',
      kidsBooked: 10,
      kidsFood: [{ name: 'Pizza', quantity: 2 }],
      adultsFood: [{ name: 'Fruit Platter', quantity: 1 }],
      addons: [],
      coupon: '',
      guests: 6,
    },
    hire: null,
    customer: { name: 'Jo Brown', email: 'jo@example.com', mobile: '0400 111 222', address: '' },
    money: {
      finalPrice: 400,
      paid: 100,
      due: 300,
      owedBack: 0,
      holdUntil: null,
      totalPrice: 400,
      discount: 0,
      refundableOnline: 0,
      records: [{ at: '2031-07-01T02:05:00.000Z', kind: 'deposit', method: 'online', amount: 100, provider: 'test', reference: 'cs_test_1', note: '', by: null }],
      fees: [],
      kept: 0,
    },
    rsvps: {
      answers: [
        {
          rsvpId: 'r1',
          name: 'Kim family',
          email: 'kim@example.com',
          phone: '0400 999 888',
          coming: true,
          kids: [{ name: 'Zoe', allergies: 'Gluten' }],
          respondedAt: '2031-07-05T03:00:00.000Z',
        },
      ],
      totals: { familiesComing: 1, kidsComing: 1, cantCome: 0 },
    },
    emails: [
      { at: '2031-07-01T02:05:10.000Z', to: 'jo@example.com', subject: 'Your party is booked', status: 'sent' },
      { at: '2031-07-05T03:00:05.000Z', to: 'jo@example.com', subject: 'New RSVP for Leo', status: 'queued' },
    ],
    notes: [],
    arrival: expected,
    history: [
      {
        id: '7',
        at: '2031-07-01T02:05:00.000Z',
        actor: { kind: 'customer', name: 'Jo Brown' },
        action: 'booking.pay',
        target: { kind: 'booking', reference: 'JJ1004' },
        before: { paidCents: 0 },
        after: { paidCents: 10000 },
      },
    ],
    ...overrides,
  };
}

export function aMoneyPage(): StaffMoneyPage {
  return {
    owedBack: [{ kind: 'party', reference: 'JJ1007', name: 'Chris Green', date: '2031-07-10', status: 'confirmed', owedBack: 20 }],
    refundsPending: [{ kind: 'party', reference: 'JJ1009', name: 'Dana Lee', date: '2031-07-19', amount: 150, provider: 'stripe', sentAt: '2031-07-11T23:30:00.000Z' }],
    balancesDue: [
      { kind: 'party', reference: 'JJ1004', name: 'Jo Brown', date: TODAY, startTime: '13:00', due: 300 },
      { kind: 'hire', reference: 'JJ1005', name: 'Sam Taylor', date: TODAY, startTime: '18:00', due: 400 },
    ],
  };
}

export function someTakings(from: string, to: string): StaffTakings {
  return {
    from,
    to,
    byMethod: [
      { method: 'online', count: 4, amount: 1340 },
      { method: 'card', count: 1, amount: 300 },
      { method: 'cash', count: 1, amount: 50 },
    ],
    refunds: 20,
    net: 1670,
  };
}

export function anAuditEntry(id: string, overrides: Partial<StaffAuditEntry> = {}): StaffAuditEntry {
  return {
    id,
    at: '2031-07-12T00:05:00.000Z',
    actor: { kind: 'staff', name: 'Frankie Desk' },
    action: 'booking.arrival',
    target: { kind: 'booking', reference: 'JJ1002' },
    before: { arrival: 'expected' },
    after: { arrival: 'arrived' },
    ...overrides,
  };
}

export function anInvitation(role: StaffRole): StaffInvitation {
  return {
    email: `${role}@venue.example`,
    name: '',
    role,
    totp:
      role === 'owner' || role === 'manager'
        ? {
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
            otpauthUri: 'otpauth://totp/Test%20Play%20Centre:owner%40venue.example?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Test%20Play%20Centre',
            qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
          }
        : null,
    expiresAt: '2031-07-13T00:00:00.000Z',
  };
}

const picture = (path: string) => ({ path, imageUrl: `/api/images/${path}` });

/** The catalogue as the staff see it: two packages (Super Party hidden), one of each other kind, the rates. */
export function aStaffCatalogue(): StaffCatalogue {
  return {
    packages: [
      {
        id: 'basic-fun',
        name: 'Basic Fun',
        description: 'Two hours of play',
        pricePackage: 300,
        minChildren: 10,
        pricePerChild: 15,
        inclusions: ['Party host', 'Invitations'],
        complementoryMenu: 2,
        duration: 2,
        hidden: false,
        version: 3,
      },
      { id: 'super-party', name: 'Super Party', description: '', pricePackage: 450, minChildren: 12, pricePerChild: 20, inclusions: [], complementoryMenu: 3, duration: 2.5, hidden: true, version: 1 },
    ],
    kidsFood: [{ id: 'nuggets', name: 'Chicken Nuggets', description: '', imageUrl: '/api/images/food/chicken-nuggets.svg', maxChildComplementory: 5, hidden: false, version: 1 }],
    adultsFood: [{ id: 'sandwich-platter', name: 'Sandwich Platter', description: '', imageUrl: '/api/images/food/sandwich-platter.svg', price: 65, hidden: false, version: 1 }],
    addons: [{ id: 'lolly-bags', name: 'Lolly Bags', description: '', imageUrl: '/api/images/addons/lolly-bags.svg', price: 5, priceType: 'per_child', hidden: false, version: 1 }],
    rooms: [{ id: 'jungle', name: 'Jungle Room', description: 'Vines and slides', imageUrl: '/api/images/rooms/jungle-room.svg', maxCapacity: 20, hidden: false, version: 1 }],
    timeSlots: [{ id: 'slot-1000', time: '10:00', hidden: false, version: 1 }],
    afterHoursAddons: [{ id: 'dj', name: 'DJ', description: '', price: 250, type: 'selectable', maxQuantity: 1, hidden: false, version: 1 }],
    afterHoursRates: { basePrice: 800, baseHours: 3, halfHourPrice: 100, guestFee: 10, guestFeeAbove: 50, depositPercent: 30, version: 2 },
    pictures: [picture('addons/lolly-bags.svg'), picture('food/chicken-nuggets.svg'), picture('food/sandwich-platter.svg'), picture('rooms/jungle-room.svg'), picture('rooms/ocean-room.svg')],
  };
}

/** What a phone booking can choose: Basic Fun, and Super Party kept off the website; food and add-ons. */
export function aPhoneBookingChoices(): PhoneBookingChoices {
  const strip = <T extends { hidden: boolean; version: number }>({ hidden: _hidden, version: _version, ...item }: T) => item;
  const catalogue = aStaffCatalogue();
  return {
    packages: catalogue.packages.map((pkg) => ({ ...strip(pkg), shownOnline: !pkg.hidden })),
    kidsFood: catalogue.kidsFood.map(strip),
    adultsFood: catalogue.adultsFood.map(strip),
    addons: catalogue.addons.map(strip),
  };
}

/** A day's start times for a phone booking: 10 am full, 1 pm with the Ocean Room free (unless taken) and the Jungle Room too small. */
export function aPhoneAvailability(date: string, packageId: string, kids: number, { oceanFree = true } = {}): PhoneAvailability {
  const room = (id: string, name: string, maxCapacity: number, isAvailable: boolean) => ({ id, name, imageUrl: `/api/images/rooms/${id}.svg`, maxCapacity, isAvailable });
  return {
    date,
    packageId,
    kids,
    slots: [
      { time: '10:00', isAvailable: false, rooms: [room('jungle-room', 'Jungle Room', 10, false), room('ocean-room', 'Ocean Room', 25, false)] },
      { time: '13:00', isAvailable: oceanFree, rooms: [room('jungle-room', 'Jungle Room', 10, false), room('ocean-room', 'Ocean Room', 25, oceanFree)] },
    ],
  };
}

/** The door of the day as the front desk sees it (contacts included): Mia's party at 10 am, one child checked in. */
export function aDoor(): StaffDoor {
  const child = (over: Partial<StaffDoorChild> & Pick<StaffDoorChild, 'name' | 'familyKey'>): StaffDoorChild => ({
    childKey: over.name.toLowerCase(),
    age: null,
    allergies: '',
    medicalNotes: '',
    family: 'guest',
    familyName: 'Lee family',
    formFilled: false,
    checkedIn: null,
    contacts: null,
    ...over,
  });
  return {
    date: TODAY,
    parties: [
      {
        reference: 'JJ1002',
        status: 'confirmed',
        startTime: '10:00',
        endTime: '12:00',
        room: { id: 'jungle', name: 'Jungle Room' },
        child: { firstName: 'Mia', turning: 6 },
        counts: { booked: 10, expected: 3, checkedIn: 1, allergies: true },
        billClosed: false,
        children: [
          child({ name: 'Mia', familyKey: 'host', family: 'host', familyName: 'Alex Smith', age: 6, checkedIn: { at: '2031-07-11T23:55:00.000Z', by: 'Frankie Desk' } }),
          child({
            name: 'Sam',
            familyKey: 'answer:a1',
            age: 7,
            allergies: 'Peanuts (anaphylaxis)',
            medicalNotes: 'EpiPen in bag',
            formFilled: true,
            contacts: { guardian: { name: 'Jo Lee', mobile: '0499111222' }, emergency: { name: 'Nan Lee', phone: '0499333444' } },
          }),
          child({ name: 'Ava', familyKey: 'answer:a2', familyName: 'Ng family' }),
        ],
      },
    ],
  };
}

/** JJ1004's final bill while its party is on (decision 064): one child beyond those booked, one no-show. */
export function aBill(overrides: Partial<StaffBill> = {}): StaffBill {
  return {
    reference: 'JJ1004',
    counts: { booked: 9, onList: 10, checkedIn: 10, checkedInFromList: 8, checkedInWalkIns: 2 },
    lines: [
      { kind: 'extra-child', label: 'Children beyond those booked', quantity: 1, unit: 15, amount: 15, waived: null },
      { kind: 'no-show', label: 'No-show fee', quantity: 1, unit: 15, amount: 15, waived: null },
    ],
    charged: 30,
    closed: null,
    notClosable: null,
    money: { finalPrice: 400, paid: 100, due: 300, owedBack: 0, holdUntil: null },
    ...overrides,
  };
}
