/** The private link's credentials, read from the page's fragment. */
export interface ManageLink {
  id: string;
  token: string;
}

/** The link's token travels in a header, never in a URL that could reach a log or a Referer. */
export const manageHeader = (link: ManageLink) => ({ 'x-booking-token': link.token });

export const appointmentKey = (id: string | undefined) => ['booking', 'appointment', id] as const;
