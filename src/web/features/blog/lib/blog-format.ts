import type { Language } from '../../../../shared/language';
import { formatIstDate } from '../../../../shared/ist-format';

export const formatBlogDate = (iso: string, lang: Language = 'en') =>
  formatIstDate(new Date(iso), lang);

export const BLOG_LIST_DESCRIPTION =
  'Road trips, driving tips and city guides for self-drive travellers in Chhattisgarh: Raipur, Bhilai, Durg, Bilaspur, Ambikapur and beyond.';
