package android.os;

/** Fake of android.os.Looper: the JVM tests run on the main thread. */
public final class Looper {
    private static final Looper MAIN = new Looper();
    /** TEST: set false to act as a background thread. */
    public static boolean onMainThread = true;

    private Looper() {}
    public static Looper getMainLooper() { return MAIN; }
    public static Looper myLooper() { return onMainThread ? MAIN : null; }
}
