# bitmaptools for the web page: the page draws a label's text itself from
# the label (webgm.display_list), so copying glyph pixels does nothing here.


def blit(dest, source, x, y, x1=0, y1=0, x2=None, y2=None, skip_source_index=None,
         skip_dest_index=None):
    pass
