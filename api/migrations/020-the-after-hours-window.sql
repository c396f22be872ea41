-- The after-hours hire's window (decision 042): when the centre can be hired on a day, start times
-- from "opens", ends up to "closes" ({"opens": "HH:mm", "closes": "HH:mm"}), kept with the opening
-- hours the owners and managers change from the console. Until now it was the domain's constant,
-- the spec's 09:00 to 22:00: a database seeded before gets that, the window it has been hiring in.
-- A new database gets the seed's (api/src/venue.ts, SAMPLE_AFTER_HOURS_WINDOW): no default stays.
alter table opening_hours add column after_hours jsonb not null default '{"opens": "09:00", "closes": "22:00"}';
alter table opening_hours alter column after_hours drop default;
