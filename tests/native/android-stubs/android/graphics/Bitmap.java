package android.graphics;

/** Stub of android.graphics.Bitmap for a JVM type-check. */
public final class Bitmap {}
