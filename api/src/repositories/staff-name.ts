// Who did something, as the pages name a staff member: beside customer-name.ts, below every
// repository and service that lists notes, arrivals, payments or bills with who made them.

/** A member's name as the pages show who did something: their name, or their email when they gave none. `m` is staff_members' alias. */
export const staffNameSql = (m: string) => `coalesce(nullif(${m}.name, ''), ${m}.email)`;
