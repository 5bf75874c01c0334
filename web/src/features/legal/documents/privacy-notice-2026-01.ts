import type { LegalVersion } from './legal-document';

/** Datenschutzerklärung, version 2026-01 (Art. 13, 14 GDPR). */
export const privacyNotice202601: LegalVersion = {
  de: {
    title: 'Datenschutzerklärung',
    sections: [
      {
        heading: 'Verantwortlicher',
        paragraphs: [
          'Verantwortlich für die Verarbeitung ist {controller.name}, {controller.address}, E-Mail {controller.email}, Telefon {controller.phone}. Datenschutzbeauftragte(r): {controller.dpo}.',
        ],
      },
      {
        heading: 'Welche Daten wir verarbeiten und wozu',
        paragraphs: [
          'Bewerberinnen und Bewerber: Name, Kontaktdaten, Wohnort, Beruf, Lebenslauf und die Angaben im Profil, um Stellen zu vermitteln. Rechtsgrundlage ist der Nutzungsvertrag (Art. 6 Abs. 1 lit. b DSGVO).',
          'Unternehmen: Firmen- und Ansprechpartnerdaten, um die Plattform bereitzustellen und abzurechnen (Art. 6 Abs. 1 lit. b und c DSGVO). Für die Bewerberdaten, die ein Unternehmen auf der Plattform verarbeitet, gilt der Auftragsverarbeitungsvertrag (Art. 28 DSGVO).',
          'Bitte geben Sie in Freitextfeldern keine besonderen Kategorien personenbezogener Daten an (Gesundheit, Schwangerschaft, Religion, ethnische Herkunft, sexuelle Orientierung; Art. 9 DSGVO, § 7 AGG).',
        ],
      },
      {
        heading: 'Nutzungsbedingungen und Datenschutzerklärung: Kenntnisnahme, keine Einwilligung',
        paragraphs: [
          'Bei der Registrierung bestätigen Sie die Nutzungsbedingungen und die Kenntnisnahme dieser Datenschutzerklärung; wir speichern die Version. Die Verarbeitung beruht auf dem Vertrag (Art. 6 Abs. 1 lit. b DSGVO), nicht auf einer Einwilligung: Ein Widerruf ist daher nicht vorgesehen. Der Vertrag endet mit der Löschung Ihres Kontos.',
        ],
      },
      {
        heading: 'Talentpool: Einwilligung und Widerruf',
        paragraphs: [
          'Mit Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO) behalten wir Ihr Profil nach einer Absage im Talentpool, um Ihnen weitere Stellen anzubieten. Sie können diese Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO), unter „Meine Daten“ oder formlos per E-Mail. Nach dem Widerruf gilt wieder die Löschfrist nach der letzten Absage.',
        ],
      },
      {
        heading: 'Speicherdauer',
        paragraphs: [
          'Die Daten abgelehnter Bewerberinnen und Bewerber werden einige Monate nach der letzten Absage gelöscht, im Talentpool einige Monate nach der Einwilligung. Gesetzliche Aufbewahrungspflichten (z. B. § 147 AO) bleiben unberührt.',
        ],
      },
      {
        heading: 'Speicherung auf Ihrem Gerät',
        paragraphs: [
          'Wir setzen ein technisch notwendiges Sitzungs-Cookie. Kommen Sie über eine Anzeige (Link mit UTM-Parametern), speichern wir deren Kennung nur nach Ihrer Zustimmung im Browser (§ 25 Abs. 1 TDDDG); ohne Zustimmung nur für die laufende Sitzung im Arbeitsspeicher.',
        ],
      },
      {
        heading: 'Ihre Rechte',
        paragraphs: [
          'Sie haben das Recht auf Auskunft (Art. 15), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung (Art. 18), Datenübertragbarkeit (Art. 20) und Widerspruch (Art. 21 DSGVO) sowie das Recht auf Beschwerde bei einer Aufsichtsbehörde (Art. 77 DSGVO).',
        ],
      },
    ],
  },
  en: {
    title: 'Privacy notice',
    sections: [
      {
        heading: 'Controller',
        paragraphs: [
          'The controller is {controller.name}, {controller.address}, e-mail {controller.email}, phone {controller.phone}. Data protection officer: {controller.dpo}.',
        ],
      },
      {
        heading: 'What data we process and why',
        paragraphs: [
          'Candidates: name, contact details, place of residence, profession, CV and the details in the profile, to place them in jobs. The legal basis is the contract of use (Art. 6 (1) (b) GDPR).',
          'Businesses: company and contact person details, to provide and invoice the platform (Art. 6 (1) (b) and (c) GDPR). The data processing agreement (Art. 28 GDPR) governs the candidate data a business processes on the platform.',
          'Please do not enter special categories of personal data in free-text fields (health, pregnancy, religion, ethnic origin, sexual orientation; Art. 9 GDPR, § 7 AGG).',
        ],
      },
      {
        heading: 'Terms of use and privacy notice: acknowledgement, not consent',
        paragraphs: [
          'When registering you accept the terms of use and acknowledge this privacy notice; we record the version. The processing rests on the contract (Art. 6 (1) (b) GDPR), not on consent, so there is no withdrawal; the contract ends when you delete your account.',
        ],
      },
      {
        heading: 'Talent pool: consent and withdrawal',
        paragraphs: [
          'With your consent (Art. 6 (1) (a) GDPR) we keep your profile in the talent pool after a rejection, to offer you further jobs. You may withdraw this consent at any time with effect for the future (Art. 7 (3) GDPR), under “My data” or by e-mail. After the withdrawal the erasure period after the last rejection applies again.',
        ],
      },
      {
        heading: 'How long we keep data',
        paragraphs: [
          'The data of rejected candidates is erased some months after the last rejection, in the talent pool some months after the consent. Statutory retention duties (e.g. § 147 AO) remain unaffected.',
        ],
      },
      {
        heading: 'Storage on your device',
        paragraphs: [
          'We set a strictly necessary session cookie. If you come through an advertisement (a link with UTM parameters), we keep its identifiers in your browser only with your consent (§ 25 (1) TDDDG); without it, only in memory for the current session.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You have the right of access (Art. 15), rectification (Art. 16), erasure (Art. 17), restriction (Art. 18), data portability (Art. 20) and to object (Art. 21 GDPR), and the right to lodge a complaint with a supervisory authority (Art. 77 GDPR).',
        ],
      },
    ],
  },
  pl: {
    title: 'Informacja o ochronie danych',
    sections: [
      {
        heading: 'Administrator',
        paragraphs: [
          'Administratorem jest {controller.name}, {controller.address}, e-mail {controller.email}, telefon {controller.phone}. Inspektor ochrony danych: {controller.dpo}.',
        ],
      },
      {
        heading: 'Jakie dane przetwarzamy i w jakim celu',
        paragraphs: [
          'Kandydaci: imię i nazwisko, dane kontaktowe, miejsce zamieszkania, zawód, CV i dane w profilu, aby pośredniczyć w zatrudnieniu. Podstawą prawną jest umowa o korzystanie (art. 6 ust. 1 lit. b RODO).',
          'Firmy: dane firmy i osoby kontaktowej, aby udostępniać platformę i wystawiać faktury (art. 6 ust. 1 lit. b i c RODO). Dane kandydatów przetwarzane przez firmę na platformie reguluje umowa powierzenia przetwarzania danych (art. 28 RODO).',
          'Prosimy nie wpisywać w polach tekstowych szczególnych kategorii danych osobowych (zdrowie, ciąża, religia, pochodzenie etniczne, orientacja seksualna; art. 9 RODO, § 7 AGG).',
        ],
      },
      {
        heading: 'Regulamin i informacja o ochronie danych: zapoznanie się, nie zgoda',
        paragraphs: [
          'Przy rejestracji akceptują Państwo regulamin i potwierdzają zapoznanie się z tą informacją; zapisujemy wersję. Przetwarzanie opiera się na umowie (art. 6 ust. 1 lit. b RODO), a nie na zgodzie, dlatego nie przewiduje się jej wycofania; umowa kończy się z usunięciem konta.',
        ],
      },
      {
        heading: 'Pula talentów: zgoda i jej wycofanie',
        paragraphs: [
          'Za Państwa zgodą (art. 6 ust. 1 lit. a RODO) zachowujemy profil w puli talentów po odmowie, aby proponować kolejne oferty. Zgodę można w każdej chwili wycofać ze skutkiem na przyszłość (art. 7 ust. 3 RODO), w zakładce „Moje dane” lub e-mailem. Po wycofaniu znów obowiązuje termin usunięcia liczony od ostatniej odmowy.',
        ],
      },
      {
        heading: 'Okres przechowywania',
        paragraphs: [
          'Dane odrzuconych kandydatów usuwamy kilka miesięcy po ostatniej odmowie, w puli talentów kilka miesięcy po udzieleniu zgody. Ustawowe obowiązki przechowywania (np. § 147 AO) pozostają nienaruszone.',
        ],
      },
      {
        heading: 'Zapisywanie na urządzeniu',
        paragraphs: [
          'Używamy niezbędnego pliku cookie sesji. Jeśli trafią Państwo do nas z reklamy (link z parametrami UTM), zapisujemy jej oznaczenie w przeglądarce tylko za Państwa zgodą (§ 25 ust. 1 TDDDG); bez zgody tylko w pamięci na czas bieżącej sesji.',
        ],
      },
      {
        heading: 'Państwa prawa',
        paragraphs: [
          'Przysługuje Państwu prawo dostępu (art. 15), sprostowania (art. 16), usunięcia (art. 17), ograniczenia (art. 18), przenoszenia danych (art. 20) i sprzeciwu (art. 21 RODO) oraz prawo wniesienia skargi do organu nadzorczego (art. 77 RODO).',
        ],
      },
    ],
  },
};
