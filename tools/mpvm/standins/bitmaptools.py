# bitmaptools (shared-module/bitmaptools/__init__.c): blit and replace_color
# write into the bitmaps' own buffers and allocate nothing on the heap.


def blit(dest, source, x, y, *, x1=0, y1=0, x2=None, y2=None, skip_source_index=None,
         skip_dest_index=None):
    pass


def replace_color(bitmap, old, new):
    pass
