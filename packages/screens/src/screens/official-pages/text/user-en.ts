import type { LegalText } from '../../../shared/official/legal/types';

/** The user agreement (/User), English. The spec names the page only: the text is ours. */
export const agreement: LegalText = {
  title: 'User agreement',
  intro: [
    'This agreement governs your use of our app and website. By creating an account or using our services, you accept it. Each loan is also governed by the loan terms and conditions and by its Loan Decision.',
  ],
  contents: 'Contents',
  sections: [
    {
      id: 'service',
      title: 'The service',
      body: [
        'Through our app and website you can apply for short-term personal loans, follow and repay them, and contact us. Using the service is free; the cost of each loan is shown before you accept it.',
      ],
    },
    {
      id: 'account',
      title: 'Your account',
      body: [
        'You must be of legal age and give true, complete and current information. Keep your login details and your device secure: you are responsible for what is done with your account. Tell us at once if you think someone else has used it.',
      ],
    },
    {
      id: 'use',
      title: 'Acceptable use',
      body: [
        "Use the service only for lawful purposes and only for yourself. Do not try to disrupt, copy or reverse-engineer the service, or to reach other users' data.",
      ],
    },
    {
      id: 'messages',
      title: 'Communications',
      body: [
        'We send notices about your account and your loans in the app, by SMS or by e-mail. Keep your contact details up to date so that you receive them.',
      ],
    },
    {
      id: 'privacy',
      title: 'Privacy',
      body: ['We process your personal data as our privacy notice describes.'],
    },
    {
      id: 'availability',
      title: 'Availability',
      body: [
        'We work to keep the service available, but we may pause it for maintenance or security. We are not liable for losses caused by events beyond our reasonable control.',
      ],
    },
    {
      id: 'ending',
      title: 'Ending the agreement',
      body: [
        'You may stop using the service at any time. We may suspend or close your account if you break this agreement or the law. Amounts you owe remain payable.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes',
      body: [
        'We may change this agreement. We will tell you in the app before a change applies; if you keep using the service afterwards, you accept it.',
      ],
    },
  ],
};
