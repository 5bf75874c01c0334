import type { LegalVersion } from './legal-document';

/** Nutzungsbedingungen (AGB), version 2026-01. */
export const terms202601: LegalVersion = {
  de: {
    title: 'Nutzungsbedingungen',
    sections: [
      {
        heading: 'Geltungsbereich',
        paragraphs: [
          'Diese Bedingungen gelten für die Nutzung der Plattform von {controller.name} durch Bewerberinnen und Bewerber sowie durch Unternehmen.',
        ],
      },
      {
        heading: 'Leistungen',
        paragraphs: [
          'Die Plattform bringt Bewerberinnen und Bewerber mit Unternehmen zusammen. Für Bewerberinnen und Bewerber ist die Nutzung kostenlos; Unternehmen zahlen die vereinbarten Preise für freigeschaltete Kontakte.',
        ],
      },
      {
        heading: 'Pflichten der Nutzer',
        paragraphs: [
          'Angaben müssen wahr sein. Unternehmen verwenden Bewerberdaten nur zur Besetzung ihrer Stellen und behandeln alle Bewerbungen diskriminierungsfrei (AGG); Fragen nach Gesundheit, Schwangerschaft, Religion und ähnlichen Merkmalen sind unzulässig.',
        ],
      },
      {
        heading: 'Laufzeit und Kündigung',
        paragraphs: [
          'Der Vertrag läuft auf unbestimmte Zeit und endet mit der Löschung des Kontos; beide Seiten können jederzeit kündigen.',
        ],
      },
    ],
  },
  en: {
    title: 'Terms of use',
    sections: [
      {
        heading: 'Scope',
        paragraphs: ['These terms govern the use of the platform of {controller.name} by candidates and by businesses.'],
      },
      {
        heading: 'Services',
        paragraphs: [
          'The platform brings candidates and businesses together. It is free for candidates; businesses pay the agreed prices for unlocked contacts.',
        ],
      },
      {
        heading: "Users' duties",
        paragraphs: [
          'Details must be true. Businesses use candidate data only to fill their vacancies and treat every application without discrimination (AGG); questions about health, pregnancy, religion and similar traits are not allowed.',
        ],
      },
      {
        heading: 'Term and termination',
        paragraphs: [
          'The contract runs for an indefinite period and ends when the account is deleted; either side may end it at any time.',
        ],
      },
    ],
  },
  pl: {
    title: 'Regulamin',
    sections: [
      {
        heading: 'Zakres',
        paragraphs: ['Niniejszy regulamin dotyczy korzystania z platformy {controller.name} przez kandydatów i firmy.'],
      },
      {
        heading: 'Usługi',
        paragraphs: [
          'Platforma łączy kandydatów z firmami. Dla kandydatów korzystanie jest bezpłatne; firmy płacą uzgodnione ceny za odblokowane kontakty.',
        ],
      },
      {
        heading: 'Obowiązki użytkowników',
        paragraphs: [
          'Podane dane muszą być prawdziwe. Firmy wykorzystują dane kandydatów wyłącznie do obsadzania stanowisk i traktują każdą aplikację bez dyskryminacji (AGG); pytania o zdrowie, ciążę, religię i podobne cechy są niedozwolone.',
        ],
      },
      {
        heading: 'Czas trwania i wypowiedzenie',
        paragraphs: [
          'Umowa zawierana jest na czas nieokreślony i kończy się z usunięciem konta; każda ze stron może ją wypowiedzieć w dowolnym momencie.',
        ],
      },
    ],
  },
};

/** Auftragsverarbeitungsvertrag (Art. 28 GDPR) for businesses, version 2026-01. */
export const dpa202601: LegalVersion = {
  de: {
    title: 'Auftragsverarbeitungsvertrag',
    sections: [
      {
        heading: 'Gegenstand',
        paragraphs: [
          '{controller.name} verarbeitet im Auftrag des Unternehmens die Daten der Bewerberinnen und Bewerber, die das Unternehmen auf der Plattform freischaltet und bearbeitet (Kontaktdaten, Bewerbungsstand, Notizen, Nachrichten).',
        ],
      },
      {
        heading: 'Weisungen, Vertraulichkeit, Sicherheit',
        paragraphs: [
          'Die Verarbeitung erfolgt nur auf dokumentierte Weisung des Unternehmens. Beschäftigte sind zur Vertraulichkeit verpflichtet. Die technischen und organisatorischen Maßnahmen (Art. 32 DSGVO) umfassen Verschlüsselung personenbezogener Felder, Zugriffsprotokolle und rollenbasierte Berechtigungen.',
        ],
      },
      {
        heading: 'Unterauftragsverarbeiter, Unterstützung, Löschung',
        paragraphs: [
          'Unterauftragsverarbeiter werden nur nach vorheriger Information eingesetzt. {controller.name} unterstützt bei Betroffenenanfragen und löscht die Daten nach Vertragsende, soweit keine Aufbewahrungspflicht besteht.',
        ],
      },
    ],
  },
  en: {
    title: 'Data processing agreement',
    sections: [
      {
        heading: 'Subject matter',
        paragraphs: [
          '{controller.name} processes on behalf of the business the data of the candidates the business unlocks and works with on the platform (contact details, application stage, notes, messages).',
        ],
      },
      {
        heading: 'Instructions, confidentiality, security',
        paragraphs: [
          'Processing happens only on documented instructions of the business. Staff are bound to confidentiality. The technical and organisational measures (Art. 32 GDPR) include encryption of personal fields, access logs and role-based permissions.',
        ],
      },
      {
        heading: 'Sub-processors, assistance, deletion',
        paragraphs: [
          'Sub-processors are engaged only after prior notice. {controller.name} assists with data subject requests and deletes the data when the contract ends, unless a retention duty applies.',
        ],
      },
    ],
  },
  pl: {
    title: 'Umowa powierzenia przetwarzania danych',
    sections: [
      {
        heading: 'Przedmiot',
        paragraphs: [
          '{controller.name} przetwarza w imieniu firmy dane kandydatów, których kontakty firma odblokowuje i z którymi pracuje na platformie (dane kontaktowe, etap rekrutacji, notatki, wiadomości).',
        ],
      },
      {
        heading: 'Polecenia, poufność, bezpieczeństwo',
        paragraphs: [
          'Przetwarzanie odbywa się wyłącznie na udokumentowane polecenie firmy. Pracownicy są zobowiązani do zachowania poufności. Środki techniczne i organizacyjne (art. 32 RODO) obejmują szyfrowanie pól z danymi osobowymi, rejestry dostępu i uprawnienia oparte na rolach.',
        ],
      },
      {
        heading: 'Podmioty przetwarzające, wsparcie, usunięcie',
        paragraphs: [
          'Dalsze podmioty przetwarzające są angażowane wyłącznie po uprzedniej informacji. {controller.name} wspiera obsługę żądań osób, których dane dotyczą, i usuwa dane po zakończeniu umowy, o ile nie obowiązuje obowiązek przechowywania.',
        ],
      },
    ],
  },
};

/** Einwilligung in den Talentpool, version 2026-01. */
export const talentPool202601: LegalVersion = {
  de: {
    title: 'Einwilligung in den Talentpool',
    sections: [
      {
        heading: 'Worin Sie einwilligen',
        paragraphs: [
          'Ich willige ein, dass {controller.name} mein Profil nach einer Absage im Talentpool behält und mir weitere passende Stellen anbietet. Ich kann die Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen; danach werden meine Daten nach der Frist für Absagen gelöscht.',
        ],
      },
    ],
  },
  en: {
    title: 'Consent to the talent pool',
    sections: [
      {
        heading: 'What you consent to',
        paragraphs: [
          'I consent to {controller.name} keeping my profile in the talent pool after a rejection and offering me further suitable jobs. I may withdraw this consent at any time with effect for the future; after that my data is erased after the period for rejections.',
        ],
      },
    ],
  },
  pl: {
    title: 'Zgoda na pulę talentów',
    sections: [
      {
        heading: 'Na co wyrażają Państwo zgodę',
        paragraphs: [
          'Wyrażam zgodę, aby {controller.name} zachował mój profil w puli talentów po odmowie i proponował mi kolejne pasujące oferty. Mogę w każdej chwili wycofać zgodę ze skutkiem na przyszłość; potem moje dane zostaną usunięte po upływie terminu dla odmów.',
        ],
      },
    ],
  },
};

/** Impressum (§ 5 DDG, § 18 MStV), version 2026-01. */
export const imprint202601: LegalVersion = {
  de: {
    title: 'Impressum',
    sections: [
      {
        heading: 'Angaben gemäß § 5 DDG',
        paragraphs: [
          '{controller.name}, {controller.address}',
          'Vertreten durch: {controller.representative}',
          'E-Mail: {controller.email}, Telefon: {controller.phone}',
          'Registereintrag: {controller.register}; USt-IdNr.: {controller.vatId}',
        ],
      },
    ],
  },
  en: {
    title: 'Legal notice (Impressum)',
    sections: [
      {
        heading: 'Details under § 5 DDG',
        paragraphs: [
          '{controller.name}, {controller.address}',
          'Represented by: {controller.representative}',
          'E-mail: {controller.email}, phone: {controller.phone}',
          'Commercial register: {controller.register}; VAT ID: {controller.vatId}',
        ],
      },
    ],
  },
  pl: {
    title: 'Nota prawna (Impressum)',
    sections: [
      {
        heading: 'Dane zgodnie z § 5 DDG',
        paragraphs: [
          '{controller.name}, {controller.address}',
          'Reprezentowany przez: {controller.representative}',
          'E-mail: {controller.email}, telefon: {controller.phone}',
          'Rejestr: {controller.register}; NIP UE: {controller.vatId}',
        ],
      },
    ],
  },
};
