// Node re-reads TZ when it is assigned, so this takes effect for the whole test file.
process.env.TZ = 'America/Los_Angeles';
