-- After-hours add-ons say what they are, as party add-ons do: a description, which the API answers
-- and the after-hours page shows on each add-on's card. A new database gets them from the seed
-- (domain's AFTER_HOURS_SAMPLE_ADDONS); one seeded before this migration gets the same words here.
alter table afterhours_addons add column description text not null default '';

update afterhours_addons set description = 'A private room beside the play area with tables and chairs, for food, presents or speeches.'
 where id = 'events-room';
update afterhours_addons set description = 'Our café stays open for your guests: coffee, drinks and snacks, charged to your tab.'
 where id = 'cafe-tab';
update afterhours_addons set description = 'Use of our kitchen (fridge, oven and sink) to keep, warm and serve your own catering.'
 where id = 'kitchen-access';
