package android.os;

/** Stub of android.os.Bundle for a JVM type-check only. */
public final class Bundle {}
