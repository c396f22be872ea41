// This project runs the API suite on the embedded database even when a PostgreSQL URL is set.
delete process.env.TEST_DATABASE_URL;
