import { defineLoader } from '../../core/data';

/** What the landing shows from its template (`channel-template`); every field optional. */
export interface LandingTemplate {
  title?: string;
  subtitle?: string;
  /** A server image URL, unchecked: shown through ui `ServerImage`. */
  bannerImage?: string;
  /** The Register button's label. */
  buttonText?: string;
}

export interface RegistrationData {
  /** `null` when the address names no template (`id`): the default landing shows. */
  template: LandingTemplate | null;
  /** The captcha session id (`get-sid`). */
  sid: string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * The landing's template (spec 7.4, `templateId` = the address' `id`) and the captcha session
 * id, together: without a sid nobody can register, so a failure of either shows the frame's
 * error with its retry (a refused template shows the server's message, spec section 8).
 */
export const loadRegistration = defineLoader('registration', async ({ api, query }): Promise<RegistrationData> => {
  const id = query.get('id');
  const [template, sid] = await Promise.all([id ? api.promotionTemplate(id) : null, api.promotionSid()]);
  if (!template) return { template: null, sid };
  return {
    template: {
      title: text(template.title),
      subtitle: text(template.subtitle),
      bannerImage: text(template.bannerImage),
      buttonText: text(template.buttonText),
    },
    sid,
  };
});
