export interface InvitationMailFacts {
  locale: 'en' | 'de';
  contactName: string;
  agentName: string | null;
  providerName: string | null;
  buyerLegalName: string;
  offerTitle: string;
  message: string | undefined;
  link: string;
  expiresAt: Date;
}

/** The buyer's invitation mail in the locale the agent chose (English by default). */
export function invitationMail(facts: InvitationMailFacts): { subject: string; text: string } {
  const note = facts.message ? ['', facts.message] : [];
  if (facts.locale === 'de') {
    return {
      subject: `Bitte bestätigen Sie Ihre Vorstellung: ${facts.offerTitle}`,
      text: [
        `Guten Tag ${facts.contactName},`,
        '',
        `${facts.agentName ?? 'Ein Vermittler'} hat ${facts.buyerLegalName} bei ${facts.providerName ?? 'einem Anbieter'} für „${facts.offerTitle}“ vorgestellt.`,
        ...note,
        '',
        'Bitte bestätigen (oder verneinen) Sie diese Vorstellung einmalig über diesen Link:',
        facts.link,
        '',
        `Der Link gilt bis ${facts.expiresAt.toISOString()}.`,
      ].join('\n'),
    };
  }
  return {
    subject: `Please confirm your introduction: ${facts.offerTitle}`,
    text: [
      `Hello ${facts.contactName},`,
      '',
      `${facts.agentName ?? 'An agent'} has introduced ${facts.buyerLegalName} to ${facts.providerName ?? 'a provider'} for "${facts.offerTitle}".`,
      ...note,
      '',
      'Please confirm (or decline) that introduction, once, through this link:',
      facts.link,
      '',
      `The link works until ${facts.expiresAt.toISOString()}.`,
    ].join('\n'),
  };
}
