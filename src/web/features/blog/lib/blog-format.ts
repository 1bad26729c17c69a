import { formatIstDate } from '../../../../shared/ist-format';

export const formatBlogDate = (iso: string) => formatIstDate(new Date(iso));

export const BLOG_LIST_DESCRIPTION =
  'Road trips, driving tips and city guides for self-drive travellers in Chhattisgarh: Raipur, Bhilai, Durg, Bilaspur, Ambikapur and beyond.';
