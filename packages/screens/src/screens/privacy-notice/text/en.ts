import type { LegalText } from '../../../shared/official/legal/types';

/** The privacy notice, English (spec 2.18; deadlines from section 9). */
export const notice: LegalText = {
  title: 'Privacy notice',
  intro: [
    'This notice explains which personal data we process when you use our app and website, why we process them, with whom we share them and how you can exercise your rights. Please read it before you give us your data.',
  ],
  contents: 'Contents',
  sections: [
    {
      id: 'data',
      title: 'Personal data we process',
      body: [
        [
          'Identification: name, date of birth, nationality, identity document and its photo, and a selfie.',
          'Contact: mobile number, e-mail and address.',
          'Financial: income, employment, the bank account or card you use to receive and repay loans, and your loan and payment history.',
          'Device: model, operating system, device identifiers and app version.',
        ],
      ],
    },
    {
      id: 'face',
      title: 'Face recognition',
      body: [
        'To confirm that you are the person applying, we compare a selfie you take in the app with the photo on your identity document. We use the result only to verify your identity and prevent fraud. Your facial data are deleted within 30 days of the check.',
      ],
    },
    {
      id: 'location',
      title: 'Location',
      body: [
        "We ask for your device's location to confirm that you are in Mexico, because we lend only to Mexican users, and to help prevent fraud. We read it when you apply, only with your permission, which you can withdraw in your device settings; without it we cannot assess an application.",
      ],
    },
    {
      id: 'camera',
      title: 'Camera',
      body: [
        'We use the camera only when you take your selfie and the photos of your documents. We do not record video and we do not open your photo library without your action.',
      ],
    },
    {
      id: 'purposes',
      title: 'Why we use your data',
      body: [
        [
          'To verify your identity and prevent fraud.',
          'To assess your application and decide on your loan.',
          'To pay out the loan, receive your payments and send you reminders.',
          'To meet our legal and regulatory duties.',
          'To improve our services and, if you agree, to send you offers; you can refuse offers at any time.',
        ],
      ],
    },
    {
      id: 'transfer',
      title: 'Data transfer',
      body: [
        'We share your data only as far as needed with: credit bureaus; banks and payment providers that move your money; identity-verification and technology providers that work for us; and authorities when the law requires it. Our providers must keep your data confidential and use them only on our instructions. We do not sell your personal data.',
      ],
    },
    {
      id: 'arco',
      title: 'Your ARCO rights',
      body: [
        'You may Access, Rectify or Cancel your personal data, or Oppose their processing (ARCO rights), and withdraw your consent, by writing to our customer service.',
        [
          'We answer your request within 20 days of receiving it.',
          'If we accept it, it takes effect within 15 working days of our answer.',
          'If your request is incomplete, we may ask you for corrections within 5 working days, and you have 10 working days to provide them.',
        ],
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      body: [
        'Our website and app use cookies and similar technologies to keep you signed in, remember your language and measure how the service is used. You can delete or block cookies in your browser or device settings; some functions may then stop working.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this notice',
      body: [
        'We may update this notice. We publish each new version here and, when a change is important, we tell you in the app.',
      ],
    },
  ],
};
