-- Every agreement an attendance form was saved with (decision 062): "the venue keeps what was agreed
-- when". The form row holds the form as last saved; a correction overwrites it, so each save that
-- agrees also adds its agreement here, in the same statement: the conditions of entry word for word
-- as the guardian saw them, the name they typed and when.

-- Keyed by the form and the version its save made: one agreement per save, and of saves sent at
-- once from one version only the one stored has a row. The key is also the index by form.
create table attendance_agreements (
  form_id integer not null references attendance_forms (id) on delete cascade,
  version integer not null check (version > 0),
  conditions jsonb not null check (jsonb_typeof(conditions) = 'array'),
  agreed_name text not null,
  agreed_at timestamptz not null,
  primary key (form_id, version)
);

-- Append-only but for the retention pass: it blanks the typed name as it blanks the form row's,
-- keeping the conditions and the time (the fact of agreement). Any other change is refused. A row
-- goes only with its form (the form's party deleted).
create function attendance_agreements_only_erased() returns trigger language plpgsql as $$
begin
  if new.agreed_name = '' and (new.form_id, new.version, new.conditions, new.agreed_at) = (old.form_id, old.version, old.conditions, old.agreed_at) then
    return new;
  end if;
  raise exception 'an agreement is kept as made: only its name is erased'
    using errcode = 'insufficient_privilege';
end $$;

create trigger attendance_agreements_kept
  before update on attendance_agreements
  for each row execute function attendance_agreements_only_erased();

-- The agreements kept until now: each agreed form's current one (blank-named if erased already).
insert into attendance_agreements (form_id, version, conditions, agreed_name, agreed_at)
select id, version, conditions, agreed_name, agreed_at from attendance_forms where agreed_at is not null;
