// The hash route of the GST returns screen (the side navigation's entry under GST and messages).
export const GST_RETURNS_ROUTE = '/gst-returns';
