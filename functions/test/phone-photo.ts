import sharp from "sharp";

/** A photo as a phone saves it: a JPEG that says where it was taken. */
export const phonePhoto = (background: string) =>
  sharp({ create: { width: 60, height: 80, channels: 3, background } })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: "Taken at 12 Harbour Road" } })
    .toBuffer();
