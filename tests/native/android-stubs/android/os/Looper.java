package android.os;

/** Stub of android.os.Looper for a JVM type-check only. */
public final class Looper {
    public static Looper getMainLooper() { return null; }
}
