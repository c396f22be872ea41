import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, Form } from 'formik';
import { FormikCheckboxField, FormikTextField } from './formik-fields';

const validate = (values: { contact: { email: string }; agreed: boolean }) => ({
  ...(values.contact.email.includes('@') ? {} : { contact: { email: 'Please enter a valid email' } }),
  ...(values.agreed ? {} : { agreed: 'Please agree first' }),
});

function ContactForm({ status }: { status?: unknown }) {
  return (
    <Formik initialValues={{ contact: { email: '' }, agreed: false }} initialStatus={status} validate={validate} validateOnMount onSubmit={() => undefined}>
      <Form>
        <FormikTextField label="Email" name="contact.email" />
        <FormikCheckboxField label="I agree" name="agreed" />
        <button type="submit">Send</button>
      </Form>
    </Formik>
  );
}

test('a bound field takes its value from the form by path and shows its message only after a submit', async () => {
  const user = userEvent.setup();
  render(<ContactForm />);
  const email = screen.getByLabelText('Email');
  await user.type(email, 'kim');
  expect(email).toHaveValue('kim');
  expect(email).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText('Please enter a valid email')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
  expect(email).toHaveAccessibleDescription('Please enter a valid email');
  await user.click(screen.getByLabelText('I agree'));
  expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeChecked();
});

test("a wizard step's failed Continue (the status `attempted`) shows the messages as a submit does", async () => {
  render(<ContactForm status={{ attempted: true }} />);
  expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
});
