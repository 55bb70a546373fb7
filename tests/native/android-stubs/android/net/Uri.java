package android.net;

/** Stub of android.net.Uri for a JVM type-check only. */
public abstract class Uri {
    public static Uri parse(String uriString) { return null; }
}
