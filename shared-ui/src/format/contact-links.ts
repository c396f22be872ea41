/** A `tel:` link for a phone number as people write it: "(02) 9555 0123" -> "tel:0295550123". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}
